import type { WalletClient } from './walletClient.ts';

let loading: Promise<WalletClient> | undefined;

/**
 * The wallet client (wagmi + viem), loaded and set up once, on first need: the libraries stay out
 * of the first page load. Later actions use `(await loadWallet()).config` with wagmi's actions.
 */
export function loadWallet(): Promise<WalletClient> {
  loading ??= import('./walletClient.ts')
    .then((module) => module.createWalletClient())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
