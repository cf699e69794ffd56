import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton.tsx';
import { useNftSource } from './hooks.ts';

/** 'Show resource url': the NFT's resource address, fetched when the dialog opens. */
export function ResourceUrlDialog({
  nftId,
  open,
  onClose,
}: {
  nftId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const source = useNftSource(nftId, open);
  const url = source.data ? new URL(source.data, window.location.origin).href : null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('RESOURCE_URL')}</DialogTitle>
      <DialogContent>
        {source.isPending ? (
          <Skeleton height={32} />
        ) : url ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              sx={{ overflowWrap: 'anywhere', flex: 1 }}
            >
              {url}
            </Link>
            <CopyButton text={url} />
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('EMPTY_NO_DATA')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
