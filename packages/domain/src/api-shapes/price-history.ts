import { z } from 'zod';

/**
 * Price history (issue 19, beyond the spec). Amounts are decimal text in whole tokens, as
 * everywhere in the api; each currency is a series of its own (prices in different currencies are
 * never mixed or converted).
 */

/** At most this many sales and this many listings per NFT, the newest (older ones are left out). */
export const PRICE_HISTORY_MAX_POINTS = 500;
/** Days of a collection's daily series: 90 unless asked, at most 365. */
export const COLLECTION_DAILY_DEFAULT_DAYS = 90;
export const COLLECTION_DAILY_MAX_DAYS = 365;

const pricePoint = z.object({
  /** ISO time of the sale or of the listing. */
  at: z.string(),
  price: z.string(),
});
export type PricePoint = z.output<typeof pricePoint>;

/** `GET /api/v1/nft/:id/price-history`: per currency, its sales and its listings, oldest first. */
export const nftPriceHistoryShape = z
  .object({
    currencies: z.array(
      z.object({
        currency: z.string(),
        sales: z.array(pricePoint),
        listings: z.array(pricePoint),
      }),
    ),
  })
  .meta({ id: 'NftPriceHistory' });
export type NftPriceHistory = z.output<typeof nftPriceHistoryShape>;

/** `?days=`: whole days up to today (UTC) inclusive. */
export const collectionDailyQuery = z.object({
  days: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(1).max(COLLECTION_DAILY_MAX_DAYS))
    .default(COLLECTION_DAILY_DEFAULT_DAYS)
    .describe(
      `days back from today, 1 to ${COLLECTION_DAILY_MAX_DAYS} (default ${COLLECTION_DAILY_DEFAULT_DAYS})`,
    ),
});
export type CollectionDailyQuery = z.output<typeof collectionDailyQuery>;

/**
 * `GET /api/v1/collections/:id/daily`: per currency, the UTC days with sales in the range, oldest
 * first. `floor` is the lowest price paid that day; `volume` the sum paid; `sales` their count.
 */
export const collectionDailyShape = z
  .object({
    /** First and last day of the range (YYYY-MM-DD, UTC), today included. */
    from: z.string(),
    to: z.string(),
    currencies: z.array(
      z.object({
        currency: z.string(),
        days: z.array(
          z.object({ day: z.string(), floor: z.string(), volume: z.string(), sales: z.number().int() }),
        ),
      }),
    ),
  })
  .meta({ id: 'CollectionDaily' });
export type CollectionDaily = z.output<typeof collectionDailyShape>;
