import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's 'Notification' dialog after a collection was created, edited or changed. */
export function NotificationDialog({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box sx={{ pt: 4, display: 'grid', placeItems: 'center', color: 'success.main' }}>
        <CheckCircleRounded sx={{ fontSize: 48 }} />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {t('NOTIFICATION')}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary">{message}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button fullWidth variant="contained" onClick={onClose} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
