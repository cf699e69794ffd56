import PublishRounded from '@mui/icons-material/PublishRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type Nft, nftTitle, sameAddress } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { toast } from '../../app/toast.ts';
import { BusyBackdrop, ConfirmDialog } from '../../components/dialogs/index.ts';
import { useTimeFromNow } from '../../components/useTimeFromNow.ts';
import { CreateErrorDialog } from '../create/ErrorDialog.tsx';
import { useSessionWallet } from '../session/useSession.ts';
import { usePublish } from './usePublish.ts';

/** The owner's Publish of a 3D model NFT: confirm, export + upload, then the PUBLISH notification. */
export function PublishButton({ nft, modelUrl }: { nft: Nft; modelUrl: string }) {
  const { t } = useTranslation();
  const time = useTimeFromNow();
  const publishedAt = nft.components.publishedAt;
  const [confirming, setConfirming] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const publish = usePublish(nft, modelUrl, nftTitle(nft));
  const wallet = useSessionWallet();
  // Only while the wallet itself holds it: a listed, rented or staked NFT waits (ADR 0047).
  if (!sameAddress(nft.ownerAddress, wallet)) return null;

  const start = () => {
    setConfirming(false);
    publish.mutate(undefined, {
      onSuccess: () => toast(t('PUBLISH_SUCCESS'), 'success'),
      onError: (error) =>
        setErrorCode(error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED'),
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={publish.isPending ? <CircularProgress size={18} /> : <PublishRounded />}
        disabled={publish.isPending}
        onClick={() => setConfirming(true)}
        sx={{ minWidth: 120 }}
      >
        {t('ACTION_PUBLISH')}
      </Button>
      {publishedAt && (
        <Typography
          variant="body2"
          color="text.secondary"
          title={time.full(publishedAt)}
          data-testid="published-at"
          sx={{ alignSelf: 'center' }}
        >
          {t('pets.published', { time: time.fromNow(publishedAt) })}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('CONFIRM_PUBLISH')}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
      <BusyBackdrop open={publish.isPending} label={t('pets.publishing')} />
      <CreateErrorDialog code={errorCode} onClose={() => setErrorCode(null)} />
    </>
  );
}
