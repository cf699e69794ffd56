import { useStore } from '../../app/createStore.ts';
import { type WalletState, walletStore } from './walletStore.ts';

/** The connected wallet and the open wallet dialog; re-renders when they change. */
export function useWallet(): WalletState {
  return useStore(walletStore);
}

const whole = (state: WalletState) => state;
const unknownOnServer = () => null;

/**
 * The connected wallet for markup the server renders: null there and while hydrating (the wallet
 * lives in this browser's storage, which the server never sees), the wallet right after.
 */
export function useRenderedWallet(): WalletState | null {
  return useStore(walletStore, whole, unknownOnServer);
}
