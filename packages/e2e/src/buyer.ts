import { devPrivateKeys } from '@vrmarket/testkit/keys';
import { createPublicClient, type Hex, http, parseAbi } from 'viem';

/** Demo accounts and their wallets: the seed links anvil dev account n+1 to the n-th identity. */
export const demo = {
  alice: {
    username: 'alice',
    key: devPrivateKeys[1],
    wallet: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  },
  bob: {
    username: 'bob',
    key: devPrivateKeys[2],
    wallet: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  },
  pro1: {
    username: 'pro1',
    key: devPrivateKeys[3],
    wallet: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  },
} as const;

export async function apiGet<T>(appUrl: string, path: string): Promise<T> {
  const response = await fetch(`${appUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export interface ListedNft {
  id: string;
  tokenId: string | null;
  components: { customTitle?: string };
  currency: string;
  currentPrice: string | null;
  mintingPrice: string;
  mintingCurrency: string;
  purchasesStatus: number;
  onchain: boolean;
  labActive: boolean;
  seller: string | null;
  ownerAddress: string | null;
  categoryId: number;
}

/** The NFTs of `owner` the marketplace offers now (listed on chain, or unminted for sale). */
export async function buyableOf(appUrl: string, owner: string, currency: string): Promise<ListedNft[]> {
  const page = await apiGet<{ results: ListedNft[] }>(
    appUrl,
    `/v1/nft?ownerAddress=${owner}&isSelling=true&currency=${currency}&limit=100`,
  );
  return page.results;
}

/** The chain's owner of a token. */
export async function ownerOnChain(rpcUrl: string, contract: Hex, tokenId: string): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const owner = await client.readContract({
    address: contract,
    abi: parseAbi(['function ownerOf(uint256) view returns (address)']),
    functionName: 'ownerOf',
    args: [BigInt(tokenId)],
  });
  return owner.toLowerCase();
}
