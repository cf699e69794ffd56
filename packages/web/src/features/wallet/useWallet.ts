import { useSyncExternalStore } from 'react';
import { getWalletState, subscribeWallet, type WalletState } from './walletStore.ts';

/** The connected wallet and the open wallet dialog; re-renders when they change. */
export function useWallet(): WalletState {
  return useSyncExternalStore(subscribeWallet, getWalletState);
}
