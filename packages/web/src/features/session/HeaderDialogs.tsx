import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The Bridge NFT dialog: the operator's bridge widget (BRIDGE_URL) in a frame. */
export function BridgeDialog({
  open,
  url,
  onClose,
}: {
  open: boolean;
  url: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SwapHorizRounded color="primary" />
        {t('BRIDGE_NFT')}
      </DialogTitle>
      <DialogContent>
        {url ? (
          <Box
            component="iframe"
            src={url}
            title={t('BRIDGE_NFT')}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            sx={{
              width: '100%',
              height: { xs: 480, md: 620 },
              border: 0,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        ) : (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('account.bridgeUnavailable')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
