import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A short notice with an Ok button: 'Coming soon!', account level, the create errors (tone
 * 'notice'), and the successes of creating an NFT or changing a collection (tone 'success').
 * `children` go under the message (a link, say).
 */
export function NoticeDialog({
  open,
  title,
  message,
  tone = 'notice',
  children,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  tone?: 'notice' | 'success';
  children?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = tone === 'success' ? CheckCircleRounded : HourglassTopRounded;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box
        sx={{
          pt: 4,
          display: 'grid',
          placeItems: 'center',
          color: tone === 'success' ? 'success.main' : 'primary.main',
        }}
      >
        <Icon sx={{ fontSize: 48 }} />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary">{message}</Typography>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button fullWidth variant="contained" onClick={onClose} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
