import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Nft, nftTitle } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import type { ActionText } from './ownerActions.ts';

export interface OwnerActionDialogProps {
  nft: Nft;
  title: ActionText;
  open: boolean;
  onClose: () => void;
}

/** Stands in for an owner action's dialog until trading lands: an honest 'Coming soon!' notice. */
export function ComingSoonActionDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
          <ConstructionRounded color="secondary" sx={{ fontSize: 44 }} />
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{t('COMING_SOON')}</Typography>
          <Typography color="text.secondary">{t('detail.actionSoon', { name: nftTitle(nft) })}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
