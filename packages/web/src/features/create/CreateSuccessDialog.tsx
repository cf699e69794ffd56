import Link from '@mui/material/Link';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NoticeDialog } from '../../components/dialogs/NoticeDialog.tsx';

/**
 * After Done: an admin-market user's NFT is on the market at once (a link to its detail page);
 * anybody else's waits for the admins (the spec's create-for-verification text), then /create-done.
 */
export function CreateSuccessDialog({
  nftId,
  isAdmin,
  onClose,
  detailLink = false,
}: {
  nftId: string | null;
  isAdmin: boolean;
  onClose: () => void;
  /** Link to the detail for everybody (an owner sees their own hidden NFT there), not only admins. */
  detailLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      open={nftId !== null}
      tone="success"
      title={t('CONGRATULATION')}
      message={isAdmin ? t('CREATE_NFT_SUCCESS') : t('CREATE_SUCCESS_WAIT_VERIFY')}
      onClose={onClose}
    >
      {(isAdmin || detailLink) && nftId && (
        <Link component={RouterLink} to={routes.detail(nftId)} sx={{ display: 'inline-block', mt: 1.5 }}>
          {t('create.viewOnMarketplace')}
        </Link>
      )}
    </NoticeDialog>
  );
}
