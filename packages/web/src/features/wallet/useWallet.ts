import { useStore } from '../../app/createStore.ts';
import { type WalletState, walletStore } from './walletStore.ts';

/** The connected wallet and the open wallet dialog; re-renders when they change. */
export function useWallet(): WalletState {
  return useStore(walletStore);
}
