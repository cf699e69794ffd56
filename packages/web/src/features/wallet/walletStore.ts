import { createStore } from '../../app/createStore.ts';
import { readStored as read, writeStored as write } from '../../app/deviceStorage.ts';
import type { SupportedWallet } from './wallets.ts';

/**
 * The wallet state every screen can read without loading the wallet libraries: the connected
 * address (spec: "the current wallet address (stored lowercased)"), its kind, and which wallet
 * dialog is open. The lazily loaded wallet client writes it; the header and requireWallet read it.
 */
export const CURRENT_WALLET_KEY = 'currentWallet';
export const WALLET_KIND_KEY = 'walletKind';

export type WalletDialog =
  | { name: 'connect' }
  | { name: 'install'; wallet: SupportedWallet }
  | { name: 'link' }
  | { name: 'wrong' };

export interface WalletState {
  address: string | null;
  kind: SupportedWallet | null;
  dialog: WalletDialog | null;
}

const isKind = (value: string | null): value is SupportedWallet => value === 'metamask' || value === 'bitget';

export const walletStore = createStore<WalletState>({
  address: read(CURRENT_WALLET_KEY)?.toLowerCase() || null,
  kind: ((kind) => (isKind(kind) ? kind : null))(read(WALLET_KIND_KEY)),
  dialog: null,
});

const set = (next: Partial<WalletState>) => walletStore.set({ ...walletStore.get(), ...next });

export const getWalletState = (): WalletState => walletStore.get();

export function setConnectedWallet(address: string | null, kind: SupportedWallet | null): void {
  const lower = address?.toLowerCase() ?? null;
  write(CURRENT_WALLET_KEY, lower);
  write(WALLET_KIND_KEY, lower ? kind : null);
  const { address: current, kind: currentKind } = getWalletState();
  if (current !== lower || currentKind !== kind) set({ address: lower, kind: lower ? kind : null });
}

export const openWalletDialog = (dialog: WalletDialog) => set({ dialog });
export const closeWalletDialog = () => set({ dialog: null });
