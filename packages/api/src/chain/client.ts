import { chainFor } from '@vrmarket/contracts';
import { createPublicClient, http } from 'viem';

const RPC_TIMEOUT_MS = 10_000;

/** The api's read-only view of the chain. The indexer retries on its own, so the transport does not. */
export function createChainClient({ rpcUrl, chainId }: { rpcUrl: string; chainId: number }) {
  return createPublicClient({
    // getBlockNumber is cached for 4 s by default: a poller must see every new head.
    cacheTime: 0,
    chain: chainFor({ rpcUrl, chainId }),
    transport: http(rpcUrl, { retryCount: 0, timeout: RPC_TIMEOUT_MS }),
  });
}

export type ChainClient = ReturnType<typeof createChainClient>;
