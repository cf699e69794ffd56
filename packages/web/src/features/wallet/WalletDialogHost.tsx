import { lazy, Suspense, useEffect, useState } from 'react';
import { loadWallet } from './loadWallet.ts';
import { useWallet } from './useWallet.ts';

const WalletDialogs = lazy(() => import('./WalletDialogs.tsx'));

/**
 * Mounts the wallet dialogs once one is first asked for, so their code (and wagmi) loads only then.
 * A wallet remembered from an earlier visit is reconnected when the browser is idle, to follow
 * account changes in the extension.
 */
export function WalletDialogHost() {
  const { dialog, address } = useWallet();
  const [wanted, setWanted] = useState(false);
  if (dialog && !wanted) setWanted(true);

  useEffect(() => {
    if (!address) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadWallet().catch(() => undefined));
  }, [address]);

  return wanted ? (
    <Suspense fallback={null}>
      <WalletDialogs />
    </Suspense>
  ) : null;
}
