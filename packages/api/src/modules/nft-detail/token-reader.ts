import { chainFor, vrNFTAbi } from '@vrmarket/contracts';
import { type Address, BaseError, ContractFunctionRevertedError, createPublicClient, http } from 'viem';
import type { Config } from '../../config.ts';

export type TokenState = { owner: string; tokenUri: string };

export type TokenReader = {
  /** Owner (lowercased) and token URI on the chain, or null when the token does not exist there. */
  read(contract: string, tokenId: string): Promise<TokenState | null>;
};

const RPC_TIMEOUT_MS = 10_000;

/**
 * Reads ERC-721 tokens from the configured RPC; the chain decides who owns what. Reads are made
 * at head − CHAIN_CONFIRMATIONS, the block the indexer trusts: a transfer that a reorg could still
 * undo is not written to the record (it shows once confirmed).
 */
export function createTokenReader(
  chain: Pick<Config['chain'], 'rpcUrl' | 'chainId'> & { confirmations?: number },
): TokenReader {
  const confirmations = BigInt(chain.confirmations ?? 0);
  const client = createPublicClient({
    chain: chainFor(chain),
    transport: http(chain.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
  });
  return {
    async read(contract, tokenId) {
      const head = confirmations > 0n ? await client.getBlockNumber({ cacheTime: 0 }) : undefined;
      // Before the chain is that deep, nothing is confirmed yet: the record stays as it is.
      if (head !== undefined && head < confirmations) return null;
      const target = {
        address: contract as Address,
        abi: vrNFTAbi,
        args: [BigInt(tokenId)],
        ...(head !== undefined ? { blockNumber: head - confirmations } : {}),
      } as const;
      try {
        const [owner, tokenUri] = await Promise.all([
          client.readContract({ ...target, functionName: 'ownerOf' }),
          client.readContract({ ...target, functionName: 'tokenURI' }),
        ]);
        return { owner: owner.toLowerCase(), tokenUri };
      } catch (error) {
        if (isRevert(error)) return null;
        throw error;
      }
    },
  };
}

/** ownerOf reverts (ERC721NonexistentToken) for a token that was never minted or was burnt. */
function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null
  );
}
