import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { refreshing } from './refreshing.ts';

/** "Trending" looks at the last TRENDING_DAYS days. */
export const TRENDING_DAYS = 30;
/** A sale says more about demand than a like. */
export const SALE_WEIGHT = 3;
export const FAVOURITE_WEIGHT = 1;
/** At most this many items are ranked by score; the rest follow by recent listing. */
export const TRENDING_CANDIDATES = 200;
/** The ranking is recomputed in the background at most once a minute per process (it reads a month of events). */
export const TRENDING_TTL_MS = 60_000;

export type TrendingScore = { nftId: number; score: number };
export type TrendingScores = () => Promise<TrendingScore[]>;

/**
 * The shown items favourited or sold in the window, in the list's order (score, then the most
 * recently listed), refreshed every TRENDING_TTL_MS: a page walks them in this order and stops
 * after its rows (service.ts), instead of reading and sorting every candidate each time.
 */
export function createTrendingScores({ db, now = Date.now }: { db: Db; now?: () => number }): TrendingScores {
  async function compute(): Promise<TrendingScore[]> {
    const since = sql`now() - make_interval(days => ${TRENDING_DAYS})`;
    const rows = await rawRows<{ nft_id: string | number; score: string | number }>(
      db,
      sql`select t."nft_id", t."score" from (
            select "nft_id", sum("weight") as "score" from (
              select "nft_id", ${FAVOURITE_WEIGHT}::int as "weight" from "favourites" where "created_at" > ${since}
              union all
              select "nft_id", ${SALE_WEIGHT}::int from "sale_history" where "created_at" > ${since}
            ) as events
            group by "nft_id"
            order by "score" desc, "nft_id" desc
            limit ${TRENDING_CANDIDATES}
          ) as t join "nfts" n on n."id" = t."nft_id" and n."is_show"
          order by t."score" desc, coalesce(n."listed_at", n."created_at") desc, n."id" desc`,
    );
    return rows.map((row) => ({ nftId: Number(row.nft_id), score: Number(row.score) }));
  }

  return refreshing(compute, TRENDING_TTL_MS, now);
}
