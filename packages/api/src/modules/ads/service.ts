import { asc, eq } from 'drizzle-orm';
import type { MarketFeeReader } from '../../chain/market-fee.ts';
import type { Db } from '../../db/database.ts';
import { ads } from '../../db/schema/index.ts';

export type Ad = { id: number; text: string; url?: string };
export type AdService = ReturnType<typeof createAdService>;

/** Where an ad's text says the marketplace fee, in percent, as the chain sets it. */
export const FEE_PLACEHOLDER = '{fee}';

/** 300 basis points → '3', 250 → '2.5'. */
export const feePercentText = (bps: number): string => String(bps / 100);

export function createAdService({ db, fee }: { db: Db; fee: Pick<MarketFeeReader, 'feeBps'> }) {
  return {
    /**
     * Active ads in ticker order, `{fee}` replaced by the Marketplace contract's fee. An ad that
     * names the fee is left out while the chain's fee is unknown (nothing deployed, chain never
     * reached): no figure is better than a wrong one.
     */
    async list(): Promise<Ad[]> {
      const rows = await db
        .select({ id: ads.id, text: ads.text, url: ads.url })
        .from(ads)
        .where(eq(ads.active, true))
        .orderBy(asc(ads.position), asc(ads.id));
      const bps = rows.some((row) => row.text.includes(FEE_PLACEHOLDER)) ? await fee.feeBps() : null;
      return rows
        .filter((row) => bps !== null || !row.text.includes(FEE_PLACEHOLDER))
        .map((row) => ({
          id: row.id,
          text: bps === null ? row.text : row.text.replaceAll(FEE_PLACEHOLDER, feePercentText(bps)),
          ...(row.url ? { url: row.url } : {}),
        }));
    },
  };
}
