import { walletCheck } from '@vrmarket/domain';
import { useCallback } from 'react';
import { getSession } from '../session/sessionStore.ts';
import { useLoginPrompt } from '../session/useLoginPrompt.ts';
import { getWalletState, openWalletDialog } from './walletStore.ts';

export type WalletCheckResult = 'login' | 'connect' | 'link' | 'wrong-wallet' | 'ok';

/**
 * The one check before every wallet action (spec "Every action first checks the wallet"):
 * signed out → the login prompt; no connected wallet → the connect-wallet dialog; an account with
 * no linked wallet → the link-wallet prompt; another wallet than the linked one → the wrong-wallet
 * dialog. Returns true only when the action may go on with the connected wallet.
 *
 *   const requireWallet = useRequireWallet();
 *   const onBuy = () => { if (requireWallet()) openBuyDialog(); };
 */
export function useRequireWallet(): () => boolean {
  const loginPrompt = useLoginPrompt();
  return useCallback(() => {
    const result = checkWallet();
    if (result === 'login') loginPrompt.show();
    else if (result === 'connect') openWalletDialog({ name: 'connect' });
    else if (result === 'link') openWalletDialog({ name: 'link' });
    else if (result === 'wrong-wallet') openWalletDialog({ name: 'wrong' });
    return result === 'ok';
  }, [loginPrompt]);
}

/** The outcome of the check without opening anything. */
export function checkWallet(): WalletCheckResult {
  const { accessToken, user } = getSession();
  if (!accessToken) return 'login';
  const linkedAddress = typeof user?.publicKey === 'string' ? user.publicKey : null;
  return walletCheck({ linkedAddress, connectedAddress: getWalletState().address });
}
