import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TradeDialog } from '../trading/TradeDialog.tsx';
import { useAuctionTrade } from './BidDialog.tsx';
import { cancelAuction } from './chain.ts';
import type { AuctionDialogProps } from './dialogProps.ts';

/** Cancel (the seller, before the first bid): confirm, then cancel → record. */
export function CancelAuctionDialog({ nft, auction, open, onClose }: AuctionDialogProps) {
  const { t } = useTranslation();
  const trade = useAuctionTrade(nft, 'CANCEL_AUCTION_SUCCESS', onClose);
  return (
    <TradeDialog
      open={open}
      title={t('auction.cancel')}
      trade={trade.state}
      busy={trade.busy}
      onClose={onClose}
      confirmOnly
      primary={{
        label: t('YES'),
        onClick: () => trade.start((chain) => cancelAuction(chain, { auctionId: auction.id })),
      }}
    >
      <Typography>{t('auction.cancelConfirm')}</Typography>
    </TradeDialog>
  );
}
