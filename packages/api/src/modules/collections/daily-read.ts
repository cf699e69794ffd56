import type { CollectionDaily } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';

/** A day with sales, or one row of nulls for a collection without any in the range (left join). */
type DayRow = {
  currency: string | null;
  day: string | null;
  floor: string | null;
  volume: string | null;
  sales: number | null;
};

/** The UTC day `days − 1` days before the day of `nowMs`, and that day (both YYYY-MM-DD). */
export function dailyRange(days: number, nowMs: number): { from: string; to: string } {
  const first = new Date(nowMs);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  return { from: first.toISOString().slice(0, 10), to: new Date(nowMs).toISOString().slice(0, 10) };
}

/**
 * A collection's daily floor (lowest price paid), volume and sales per currency over the last
 * `days` UTC days, oldest first; null when there is no such collection. It reads the stats
 * projection `collection_volume_daily` (one row per collection, currency and day with sales, kept
 * by the chain apply path) through its primary key (collection_id, currency, day): at most
 * days × currencies rows, however many sales the collection has. The collection's existence comes
 * in the same round trip (the left join keeps one null row for a collection without sales).
 */
export async function collectionDaily(
  db: Db,
  collectionId: number,
  days: number,
  nowMs: number,
): Promise<CollectionDaily | null> {
  const range = dailyRange(days, nowMs);
  const rows = await rawRows<DayRow>(
    db,
    sql`select d.currency, d.day::text as day, d.floor::text as floor, d.volume::text as volume, d.sales
        from collections c
        left join collection_volume_daily d
          on d.collection_id = c.id and d.day >= ${range.from}::date and d.day <= ${range.to}::date
        where c.id = ${collectionId}
        order by d.currency, d.day`,
  );
  if (rows.length === 0) return null;
  const byCurrency = new Map<string, CollectionDaily['currencies'][number]>();
  for (const row of rows) {
    if (row.currency === null || row.day === null) continue;
    let series = byCurrency.get(row.currency);
    if (!series) {
      series = { currency: row.currency, days: [] };
      byCurrency.set(row.currency, series);
    }
    series.days.push({
      day: row.day,
      floor: row.floor ?? '',
      volume: row.volume ?? '',
      sales: Number(row.sales),
    });
  }
  return { ...range, currencies: [...byCurrency.values()] };
}
