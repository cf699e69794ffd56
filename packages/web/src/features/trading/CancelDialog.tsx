import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OwnerActionDialogProps } from './dialogProps.ts';
import { cancelSale } from './market.ts';
import { TradeDialog } from './TradeDialog.tsx';
import { useTrade } from './useTrade.ts';

/** Removal from market: the spec's confirm, then cancelOffer → record. */
export function CancelDialog({ nft, title, open, onClose }: OwnerActionDialogProps) {
  const { t } = useTranslation();
  const trade = useTrade(nft, 'CANCEL_SUCCESS', onClose);
  return (
    <TradeDialog
      open={open}
      title={t(title)}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      confirmOnly
      primary={{ label: t('YES'), onClick: () => trade.start((chain) => cancelSale(chain, { nft })) }}
    >
      <Typography>{t('CONFIRM_CANCEL_SALE')}</Typography>
    </TradeDialog>
  );
}
