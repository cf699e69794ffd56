import { marketplaceAbi } from '@vrmarket/contracts';
import type { Logger } from 'pino';
import type { ChainClient } from './client.ts';
import type { DeploymentsReader } from './deployments.ts';

/** How long a fee read from the chain is served before it is read again. */
export const MARKET_FEE_TTL_MS = 15_000;

export type MarketFeeReader = {
  /**
   * The marketplace's fee in basis points (`listingFee()`, 300 = 3%), as the chain last answered;
   * null while nothing is deployed or the chain has never answered.
   */
  feeBps(): Promise<number | null>;
};

type Dependencies = {
  chain: Pick<ChainClient, 'readContract'>;
  deployments: Pick<DeploymentsReader, 'contracts'>;
  log: Pick<Logger, 'warn'>;
  ttlMs?: number;
  now?: () => number;
};

/**
 * The fee the owner sets on the Marketplace contract (`setFee`), read for the api's answers (the
 * app config, the ads' `{fee}`). Every visitor's landing asks for it, so it is kept in memory:
 * a fresh value is answered at once, an older one too while one read in the background replaces
 * it (a change on chain shows within MARKET_FEE_TTL_MS and a slow RPC never holds a page). Only
 * the first answer waits for the chain. A failed read keeps the last value; with none, the fee is
 * unknown (null) until the next try, MARKET_FEE_TTL_MS later.
 */
export function createMarketFeeReader({
  chain,
  deployments,
  log,
  ttlMs = MARKET_FEE_TTL_MS,
  now = () => Date.now(),
}: Dependencies): MarketFeeReader {
  let kept: { marketplace: string; bps: number; at: number } | undefined;
  let reading: Promise<number | null> | undefined;
  /** After a failed first read, null is answered at once until then (a down RPC holds no page). */
  let unknownUntil = 0;

  async function read(): Promise<number | null> {
    const marketplace = (await deployments.contracts())?.Marketplace;
    if (!marketplace) return null;
    try {
      const bps = await chain.readContract({
        address: marketplace,
        abi: marketplaceAbi,
        functionName: 'listingFee',
      });
      kept = { marketplace, bps: Number(bps), at: now() };
    } catch (err) {
      log.warn({ err }, 'could not read the marketplace fee (chain unreachable?)');
      if (kept?.marketplace !== marketplace) {
        unknownUntil = now() + ttlMs;
        return null;
      }
      kept.at = now();
    }
    return kept.bps;
  }

  return {
    async feeBps() {
      const readOnce = () => {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        return reading;
      };
      if (!kept) return now() < unknownUntil ? null : readOnce();
      if (now() - kept.at >= ttlMs) void readOnce();
      return kept.bps;
    },
  };
}
