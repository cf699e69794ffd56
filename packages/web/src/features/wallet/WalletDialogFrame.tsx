import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The shared look of the wallet dialogs: an icon tile, a centred title, a close button. */
export function WalletDialogFrame({
  open,
  onClose,
  icon,
  title,
  children,
  tone = 'primary',
}: {
  open: boolean;
  onClose: () => void;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'primary' | 'warning';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <IconButton
        aria-label={t('dialogs.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <Box sx={{ pt: 4, display: 'grid', placeItems: 'center' }}>
        <Box
          sx={(theme) => ({
            width: 64,
            height: 64,
            borderRadius: '20px',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: alpha(theme.palette[tone].main, 0.14),
            '& svg': { fontSize: 32 },
          })}
        >
          {icon}
        </Box>
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ pb: 3 }}>{children}</DialogContent>
    </Dialog>
  );
}
