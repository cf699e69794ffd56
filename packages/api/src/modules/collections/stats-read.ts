import { type CollectionStats, DEFAULT_CURRENCY, type VolumePeriod } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, idArray, rawRows } from '../../db/database.ts';

/** Whole UTC days each window sums (today's bucket included, see ADR 0031). */
const WINDOW_DAYS: Record<VolumePeriod, number> = { '24h': 1, '7d': 7, '30d': 30 };

/** The first UTC day a window's buckets start on. */
export function windowStart(period: VolumePeriod, nowMs: number): string {
  const day = new Date(nowMs);
  day.setUTCDate(day.getUTCDate() - WINDOW_DAYS[period]);
  return day.toISOString().slice(0, 10);
}

export type StatsColumns = {
  floors: Record<string, string> | null;
  /** The windows' sums per currency with sales in the last 30 days. */
  volumes: { currency: string; d1: string; d7: string; d30: string }[] | null;
  volume_totals: Record<string, string> | null;
  sales: number | null;
  owners: number | null;
  listed: number | null;
};

/** Json columns come back parsed from PostgreSQL and as text from some drivers. */
const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The window sums of collection `c`'s daily buckets of the last 30 days, per currency, as json. */
const windowSumsOf = (nowMs: number) => sql`
  select json_agg(v order by v.currency) from (
    select d."currency",
      coalesce(sum(d."volume") filter (where d."day" >= ${windowStart('24h', nowMs)}::date), 0)::text as d1,
      coalesce(sum(d."volume") filter (where d."day" >= ${windowStart('7d', nowMs)}::date), 0)::text as d7,
      sum(d."volume")::text as d30
    from "collection_volume_daily" d
    where d."collection_id" = c."id" and d."day" >= ${windowStart('30d', nowMs)}::date
    group by d."currency") v`;

/**
 * Stats columns of a collection `c` (stats row joined as `cs`): the projection's row, and the
 * windows summed from the daily buckets of the last 30 days (the all-time volume is kept), or
 * `volumes` null when the caller has them (a ranking's snapshot).
 */
export const statsColumns = (nowMs: number, { windows = true } = {}) => sql`
  cs."floors", cs."sales", cs."owners", cs."listed", cs."volume_totals",
  ${windows ? sql`(${windowSumsOf(nowMs)})` : sql`null`} as "volumes"`;

/** The window sums of the given collections, read at once (a ranking's snapshot). */
export async function windowSums(
  db: Db,
  ids: number[],
  nowMs: number,
): Promise<Map<number, StatsColumns['volumes']>> {
  if (ids.length === 0) return new Map();
  const rows = await rawRows<{ id: string | number; volumes: StatsColumns['volumes'] | string }>(
    db,
    sql`select c."id", (${windowSumsOf(nowMs)}) as "volumes"
        from unnest(${idArray(ids)}) as c("id")`,
  );
  return new Map(rows.map((row) => [Number(row.id), parsed(row.volumes)]));
}

export function toStats(row: StatsColumns, totalItems: number): CollectionStats {
  const floors = parsed(row.floors) ?? {};
  const listed = Number(row.listed ?? 0);
  const totals = parsed(row.volume_totals) ?? {};
  const windows = new Map((parsed(row.volumes) ?? []).map((v) => [v.currency, v]));
  return {
    floor: Object.entries(floors)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, price]) => ({ currency, price: String(price) })),
    // Every currency ever sold in, a window without sales in it at 0.
    volume: Object.entries(totals)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, total]) => {
        const window = windows.get(currency);
        return {
          currency,
          '24h': String(window?.d1 ?? '0'),
          '7d': String(window?.d7 ?? '0'),
          '30d': String(window?.d30 ?? '0'),
          all: String(total),
        };
      }),
    sales: Number(row.sales ?? 0),
    owners: Number(row.owners ?? 0),
    listed,
    listedShare: totalItems === 0 ? 0 : listed / totalItems,
  };
}

/**
 * Collections ranked by sales volume in the window: volume in the default currency (amounts in
 * different tokens are not added up), then sales count in any currency.
 */
export async function rankByVolume(db: Db, period: VolumePeriod, nowMs: number, limit: number) {
  const rows = await rawRows<{ id: string | number }>(
    db,
    sql`select "collection_id" as "id" from "collection_volume_daily"
        where "day" >= ${windowStart(period, nowMs)}::date
        group by "collection_id"
        order by coalesce(sum("volume") filter (where "currency" = ${DEFAULT_CURRENCY}), 0) desc,
          sum("sales") desc, "collection_id" desc
        limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
