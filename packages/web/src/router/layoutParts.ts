import { lazy } from 'react';
import type { LayoutParts } from '../components/layout/layoutParts.ts';
import { AccountPlaceholder } from '../features/session/AccountPlaceholder.tsx';
import { LoginPrompt } from '../features/session/LoginPrompt.tsx';

/**
 * The features the layout shows on every page. The ticker and the live stream (it parses events
 * with zod) load after the first paint; the account area (menu, wallet dialogs, signed-in row) is
 * its own chunk: a visitor's first paint only needs the Sign In button of its placeholder.
 */
export const layoutParts: LayoutParts = {
  LiveUpdates: lazy(() =>
    import('../features/live/LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })),
  ),
  AdTicker: lazy(() => import('../features/ads/AdTicker.tsx').then((m) => ({ default: m.AdTicker }))),
  HeaderAccount: lazy(() =>
    import('../features/session/HeaderAccount.tsx').then((m) => ({ default: m.HeaderAccount })),
  ),
  AccountPlaceholder,
  HeaderActions: lazy(() =>
    import('../features/session/HeaderActions.tsx').then((m) => ({ default: m.HeaderActions })),
  ),
  LoginPrompt,
};
