import { lazy, Suspense } from 'react';
import { useAccessToken } from './useSession.ts';

const SignedInActions = lazy(() => import('./SignedInActions.tsx'));

/** The row of signed-in buttons under the header; nothing (and no code loaded) for a visitor. */
export function HeaderActions() {
  const accessToken = useAccessToken();
  if (!accessToken) return null;
  return (
    <Suspense fallback={null}>
      <SignedInActions />
    </Suspense>
  );
}
