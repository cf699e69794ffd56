import { ActivityType, type NftPriceHistory, PRICE_HISTORY_MAX_POINTS } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';

type PointRow = { kind: 'sale' | 'listing'; currency: string; price: string; created_at: Date | string };

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * An NFT's sales (sale_history) and listings (LISTING activities, at the price they were listed
 * at) per currency, oldest first: the newest PRICE_HISTORY_MAX_POINTS of each, read backwards
 * through `sale_history_nft_created_idx` and `activities_nft_idx`.
 */
export async function readPriceHistory(db: Db, nftId: number): Promise<NftPriceHistory> {
  const rows = await rawRows<PointRow>(
    db,
    sql`(select 'sale' as kind, s.currency, s.price::text as price, s.created_at
          from sale_history s where s.nft_id = ${nftId}
          order by s.created_at desc, s.id desc limit ${PRICE_HISTORY_MAX_POINTS})
        union all
        (select 'listing', a.currency, a.price::text, a.created_at
          from activities a
          where a.nft_id = ${nftId} and a.type = ${ActivityType.LISTING}
            and a.price is not null and a.currency is not null
          order by a.created_at desc, a.id desc limit ${PRICE_HISTORY_MAX_POINTS})`,
  );
  const byCurrency = new Map<string, NftPriceHistory['currencies'][number]>();
  for (const row of rows.reverse()) {
    let series = byCurrency.get(row.currency);
    if (!series) {
      series = { currency: row.currency, sales: [], listings: [] };
      byCurrency.set(row.currency, series);
    }
    const point = { at: toIso(row.created_at), price: row.price };
    (row.kind === 'sale' ? series.sales : series.listings).push(point);
  }
  const oldestFirst = (a: { at: string }, b: { at: string }) => a.at.localeCompare(b.at);
  return {
    currencies: [...byCurrency.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((series) => ({
        ...series,
        sales: series.sales.sort(oldestFirst),
        listings: series.listings.sort(oldestFirst),
      })),
  };
}
