import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/configs/network`: the chain wallets switch to, or add on error 4902. */
export interface Network {
  chainId: number;
  chainName: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  blockExplorerUrl: string | null;
}

let network: Promise<Network> | undefined;

export function fetchNetwork(): Promise<Network> {
  network ??= apiFetch<Network>('/v1/configs/network').catch((error: unknown) => {
    network = undefined;
    throw error;
  });
  return network;
}
