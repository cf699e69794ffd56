import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TradeDialog } from '../trading/TradeDialog.tsx';
import { useAuctionTrade } from './BidDialog.tsx';
import { settleAuction } from './chain.ts';
import type { AuctionDialogProps } from './dialogProps.ts';

/** Settle (anyone, once ended): confirm, then settle → record. */
export function SettleAuctionDialog({ nft, auction, open, onClose }: AuctionDialogProps) {
  const { t } = useTranslation();
  const trade = useAuctionTrade(nft, 'SETTLE_AUCTION_SUCCESS', onClose);
  return (
    <TradeDialog
      open={open}
      title={t('auction.settleTitle')}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      confirmOnly
      primary={{
        label: t('auction.settle'),
        onClick: () => trade.start((chain) => settleAuction(chain, { auctionId: auction.id })),
      }}
    >
      <Typography>{t('auction.settleConfirm')}</Typography>
    </TradeDialog>
  );
}
