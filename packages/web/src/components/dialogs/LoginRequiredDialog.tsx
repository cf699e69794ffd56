import LockPersonRounded from '@mui/icons-material/LockPersonRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { alpha } from '@mui/material/styles';
import { routes } from '@vrmarket/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Notification' — You are not logged in, please log in !!! — with an Ok link to the sign-in page. */
export function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ pt: 3, display: 'grid', placeItems: 'center' }}>
        <Box
          sx={(theme) => ({
            width: 64,
            height: 64,
            borderRadius: '20px',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <LockPersonRounded sx={{ fontSize: 32 }} />
        </Box>
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {t('NOTIFICATION')}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText id={messageId}>{t('NOT_LOGGED_IN')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center' }}>
        <Button component={Link} to={routes.login()} variant="contained" size="large" fullWidth autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
