import { lazy, Suspense } from 'react';
import type { AuctionDialogProps } from './dialogProps.ts';

// Each dialog loads when first opened, like the owner actions' (trading/dialogs.tsx): the detail
// screen's bundle carries no chain code for an auction either.
const LazyBid = lazy(() => import('./BidDialog.tsx').then((m) => ({ default: m.BidDialog })));
const LazySettle = lazy(() =>
  import('./SettleAuctionDialog.tsx').then((m) => ({ default: m.SettleAuctionDialog })),
);
const LazyCancel = lazy(() =>
  import('./CancelAuctionDialog.tsx').then((m) => ({ default: m.CancelAuctionDialog })),
);

export const BidDialog = (props: AuctionDialogProps) => (
  <Suspense fallback={null}>
    <LazyBid {...props} />
  </Suspense>
);
export const SettleAuctionDialog = (props: AuctionDialogProps) => (
  <Suspense fallback={null}>
    <LazySettle {...props} />
  </Suspense>
);
export const CancelAuctionDialog = (props: AuctionDialogProps) => (
  <Suspense fallback={null}>
    <LazyCancel {...props} />
  </Suspense>
);
