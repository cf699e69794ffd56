import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export interface ChainTarget {
  rpcUrl: string;
  chainId: number;
}

export function chainFor({ rpcUrl, chainId }: ChainTarget): Chain {
  return defineChain({
    id: chainId,
    name: `chain-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export function toAccount(signer: Account | Hex): Account {
  return typeof signer === 'string' ? privateKeyToAccount(signer) : signer;
}

export interface Clients {
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, Account>;
  account: Account;
}

export function clientsFor(target: ChainTarget, signer: Account | Hex): Clients {
  const chain = chainFor(target);
  const account = toAccount(signer);
  const transport = http(target.rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account }),
    account,
  };
}
