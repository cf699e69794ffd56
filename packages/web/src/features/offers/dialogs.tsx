import { lazy, Suspense } from 'react';
import type {
  AcceptOfferDialogProps,
  CancelAllOffersDialogProps,
  CancelOfferDialogProps,
  MakeOfferDialogProps,
} from './dialogProps.ts';

// Each dialog loads when first opened, like the auctions' (auctions/dialogs.tsx): the detail and
// collection screens' bundles carry no chain code for offers.
const LazyMake = lazy(() => import('./MakeOfferDialog.tsx').then((m) => ({ default: m.MakeOfferDialog })));
const LazyAccept = lazy(() =>
  import('./AcceptOfferDialog.tsx').then((m) => ({ default: m.AcceptOfferDialog })),
);
const LazyCancel = lazy(() =>
  import('./CancelOfferDialog.tsx').then((m) => ({ default: m.CancelOfferDialog })),
);
const LazyCancelAll = lazy(() =>
  import('./CancelOfferDialog.tsx').then((m) => ({ default: m.CancelAllOffersDialog })),
);

export const MakeOfferDialog = (props: MakeOfferDialogProps) => (
  <Suspense fallback={null}>
    <LazyMake {...props} />
  </Suspense>
);
export const AcceptOfferDialog = (props: AcceptOfferDialogProps) => (
  <Suspense fallback={null}>
    <LazyAccept {...props} />
  </Suspense>
);
export const CancelOfferDialog = (props: CancelOfferDialogProps) => (
  <Suspense fallback={null}>
    <LazyCancel {...props} />
  </Suspense>
);
export const CancelAllOffersDialog = (props: CancelAllOffersDialogProps) => (
  <Suspense fallback={null}>
    <LazyCancelAll {...props} />
  </Suspense>
);
