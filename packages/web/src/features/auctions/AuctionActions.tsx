import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Nft, type NftAuction, sameAddress } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionWallet } from '../session/useSession.ts';
import { useTradeBusy } from '../trading/busy.ts';
import { useRequireWallet } from '../wallet/index.ts';
import { useAuction } from './api.ts';
import { BidDialog, CancelAuctionDialog, SettleAuctionDialog } from './dialogs.tsx';
import { msUntil, useNow } from './time.ts';

type AuctionAction = 'bid' | 'settle' | 'cancel';

/**
 * What can be done with an NFT on auction, for who is looking: Bid while it runs (anyone but the
 * seller; the wallet check first, which asks a visitor to sign in), Settle once ended (anyone),
 * Cancel for the seller before the first bid. Before the page has a clock it counts as running.
 */
export function auctionActions({
  ended,
  isSeller,
  bidCount,
}: {
  ended: boolean;
  isSeller: boolean;
  bidCount: number;
}): AuctionAction[] {
  if (ended) return ['settle'];
  if (isSeller) return bidCount === 0 ? ['cancel'] : [];
  return ['bid'];
}

const labels = { bid: 'auction.bid', settle: 'auction.settle', cancel: 'auction.cancel' } as const;
const dialogs = { bid: BidDialog, settle: SettleAuctionDialog, cancel: CancelAuctionDialog };

/** The auction's buttons in the detail's price box (the seller's and everyone else's view). */
export function AuctionActions({ nft, auction }: { nft: Nft; auction: NftAuction }) {
  const { t } = useTranslation();
  const wallet = useSessionWallet();
  const requireWallet = useRequireWallet();
  const busy = useTradeBusy(nft.id);
  const now = useNow();
  const detail = useAuction(auction.id).data;
  const [open, setOpen] = useState<AuctionAction | null>(null);
  const seller = detail?.seller ?? nft.seller;
  const isSeller = !!wallet && sameAddress(seller, wallet);
  const bidCount = Math.max(detail?.bidCount ?? 0, auction.bidCount);
  const ended = now !== null && msUntil(auction.endTime, now) <= 0;
  const actions = auctionActions({ ended, isSeller, bidCount });
  const leading = !ended && !!wallet && sameAddress(detail?.highestBidder, wallet);
  const Dialog = open ? dialogs[open] : null;

  return (
    <Stack spacing={1} data-testid="auction-actions">
      {actions.length > 0 && (
        <Stack direction="row" spacing={1.25} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action, index) => (
            <Button
              key={action}
              variant={index === 0 && action !== 'cancel' ? 'contained' : 'outlined'}
              color={action === 'cancel' ? 'inherit' : 'primary'}
              size="large"
              disabled={busy}
              onClick={() => requireWallet() && setOpen(action)}
              sx={{ flex: { xs: '1 1 40%', sm: '0 0 auto' }, minWidth: 160 }}
            >
              {t(labels[action])}
            </Button>
          ))}
        </Stack>
      )}
      {isSeller && !ended && (
        <Typography variant="body2" color="text.secondary">
          {t('auction.ownAuction')}
        </Typography>
      )}
      {leading && (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          {t('auction.leading')}
        </Typography>
      )}
      {Dialog && <Dialog nft={nft} auction={auction} open onClose={() => setOpen(null)} />}
    </Stack>
  );
}
