import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from '@vrmarket/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * After Done: an admin-market user's NFT is on the market at once (a link to its detail page);
 * anybody else's waits for the admins (the spec's create-for-verification text), then /create-done.
 */
export function CreateSuccessDialog({
  nftId,
  isAdmin,
  onClose,
}: {
  nftId: string | null;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={nftId !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box sx={{ pt: 4, display: 'grid', placeItems: 'center', color: 'success.main' }}>
        <CheckCircleRounded sx={{ fontSize: 52 }} />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {t('CONGRATULATION')}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary">
          {isAdmin ? t('CREATE_NFT_SUCCESS') : t('CREATE_SUCCESS_WAIT_VERIFY')}
        </Typography>
        {isAdmin && nftId && (
          <Link component={RouterLink} to={routes.detail(nftId)} sx={{ display: 'inline-block', mt: 1.5 }}>
            {t('create.viewOnMarketplace')}
          </Link>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button fullWidth variant="contained" onClick={onClose} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
