import { lazy, Suspense } from 'react';
import type { OwnerActionDialogProps } from './dialogProps.ts';

// Each dialog loads when first opened: the detail screen's bundle carries none of the trading
// code (nor wagmi/viem), and the owner action table stays a plain import of plain components.
const LazyMint = lazy(() => import('./MintDialog.tsx').then((m) => ({ default: m.MintDialog })));
const LazySell = lazy(() => import('./SellDialog.tsx').then((m) => ({ default: m.SellDialog })));
const LazyChangePrice = lazy(() =>
  import('./ChangePriceDialog.tsx').then((m) => ({ default: m.ChangePriceDialog })),
);
const LazyCancel = lazy(() => import('./CancelDialog.tsx').then((m) => ({ default: m.CancelDialog })));
const LazyTransfer = lazy(() => import('./TransferDialog.tsx').then((m) => ({ default: m.TransferDialog })));
const LazyRent = lazy(() => import('./RentDialog.tsx').then((m) => ({ default: m.RentDialog })));
const LazySwap = lazy(() => import('./SwapDialog.tsx').then((m) => ({ default: m.SwapDialog })));

export const MintDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazyMint {...props} />
  </Suspense>
);
export const SellDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazySell {...props} />
  </Suspense>
);
export const ChangePriceDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazyChangePrice {...props} />
  </Suspense>
);
export const CancelDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazyCancel {...props} />
  </Suspense>
);
export const TransferDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazyTransfer {...props} />
  </Suspense>
);
export const RentDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazyRent {...props} />
  </Suspense>
);
export const SwapDialog = (props: OwnerActionDialogProps) => (
  <Suspense fallback={null}>
    <LazySwap {...props} />
  </Suspense>
);
