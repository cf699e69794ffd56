import {
  type Collection,
  type CollectionListQuery,
  type CollectionPage,
  type TopCollectionsQuery,
  type VolumePeriod,
  volumePeriods,
} from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, idArray, objectRows, rawRows } from '../../db/database.ts';
import { prepared } from '../nfts/page-query.ts';
import { refreshing } from '../nfts/refreshing.ts';
import { collectionActivity } from './activity-read.ts';
import { collectionDaily } from './daily-read.ts';
import { rankByVolume, type StatsColumns, statsColumns, toStats, windowSums } from './stats-read.ts';

export type CollectionService = ReturnType<typeof createCollectionService>;

/**
 * Top collections rank TOP_RANKED collections by volume in the period, then those with the most
 * visible items; recomputed each minute.
 */
export const TOP_RANKED = 100;
const TOP_TTL_MS = 60_000;

type CollectionRow = StatsColumns & {
  id: string | number;
  collection_name: string;
  description: string;
  cover: string | null;
  avatar: string | null;
  creator_address: string | null;
  fullname: string | null;
  username: string | null;
  total_items: string | number;
};

const toCollection = (row: CollectionRow): Collection => ({
  id: Number(row.id),
  collectionId: Number(row.id),
  collectionName: row.collection_name,
  description: row.description,
  cover: row.cover,
  avatar: row.avatar,
  creator: row.fullname || row.username || null,
  creatorAddress: row.creator_address,
  totalItems: Number(row.total_items),
  stats: toStats(row, Number(row.total_items)),
});

/**
 * Collections with their creator's name, visible item count and stats. The count is the stats
 * row's (kept by triggers); a collection without one is counted. `windows: false` leaves the
 * window sums out (`volumes` null), for a caller that has them.
 */
const selectCollections = (nowMs: number, where: SQL, tail: SQL, { windows = true } = {}) => sql`
  select c."id", c."collection_name", c."description", c."cover", c."avatar", c."creator_address",
         u."fullname", u."username",
         coalesce(cs."items", (select count(*) from "nfts" n where n."collection_id" = c."id" and n."is_show")) as "total_items",
         ${statsColumns(nowMs, { windows })}
  from "collections" c left join "users" u on u."id" = c."creator_id"
    left join "collection_stats" cs on cs."collection_id" = c."id"
  where ${where} ${tail}`;

/**
 * Collections by id in any order, as one prepared statement whatever their number (the ids are one
 * array parameter): its generic plan is the same walk of the primary key for every page, and
 * planning the stats subqueries cost more than running them.
 */
async function collectionsById(
  db: Db,
  nowMs: number,
  ids: number[],
  options: { windows?: boolean } = {},
): Promise<CollectionRow[]> {
  return objectRows<CollectionRow>(
    db,
    prepared(selectCollections(nowMs, sql`c."id" = any(${idArray(ids)})`, sql``, options)),
  );
}

/** A ranking as computed: the collections in order, and the window sums they were ranked by. */
type Ranking = { ids: number[]; windows: Map<number, StatsColumns['volumes']> };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createCollectionService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const byItems = async () => {
    const rows = await rawRows<{ id: string | number }>(
      db,
      sql`select "collection_id" as "id" from "collection_stats" where "items" > 0
          order by "items" desc, "collection_id" desc limit ${TOP_RANKED}`,
    );
    return rows.map((row) => Number(row.id));
  };
  const rankings = new Map(
    volumePeriods.map((period) => [
      period,
      refreshing(
        async (): Promise<Ranking> => {
          const at = now();
          const [sold, large] = await Promise.all([rankByVolume(db, period, at, TOP_RANKED), byItems()]);
          const ids = [...new Set([...sold, ...large])].slice(0, TOP_RANKED);
          return { ids, windows: await windowSums(db, ids, at) };
        },
        TOP_TTL_MS,
        now,
      ),
    ]),
  );
  const ranking = (period: VolumePeriod) => rankings.get(period)!();

  return {
    /** Newest first; keyword matches the name, creatorAddress the creator's wallet. */
    async list(query: CollectionListQuery): Promise<CollectionPage> {
      const conditions: SQL[] = [];
      if (query.creatorAddress) conditions.push(sql`c."creator_address" = ${query.creatorAddress}`);
      if (query.keyword) conditions.push(sql`c."collection_name" ILIKE ${`%${escapeLike(query.keyword)}%`}`);
      const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
      const offset = (query.page - 1) * query.limit;
      const [rows, [counted]] = await Promise.all([
        rawRows<CollectionRow>(
          db,
          selectCollections(
            now(),
            where,
            sql`order by c."created_at" desc, c."id" desc limit ${query.limit} offset ${offset}`,
          ),
        ),
        rawRows<{ n: string | number }>(db, sql`select count(*) as "n" from "collections" c where ${where}`),
      ]);
      return {
        results: rows.map(toCollection),
        total: Number(counted?.n ?? 0),
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * The collections with the most sales volume in the period, then the most items. Their volumes
     * are the sums the ranking was made from (refreshed with it, TOP_TTL_MS), so the figures shown
     * follow the order shown; the other stats are the stored ones, current.
     */
    async top(query: TopCollectionsQuery): Promise<CollectionPage> {
      const { ids, windows } = await ranking(query.period);
      const pageIds = ids.slice((query.page - 1) * query.limit, query.page * query.limit);
      const rows = pageIds.length === 0 ? [] : await collectionsById(db, now(), pageIds, { windows: false });
      const byId = new Map(
        rows.map((row) => [
          Number(row.id),
          toCollection({ ...row, volumes: windows.get(Number(row.id)) ?? null }),
        ]),
      );
      return {
        results: pageIds.flatMap((id) => byId.get(id) ?? []),
        total: ids.length,
        page: query.page,
        limit: query.limit,
      };
    },

    /** Sales, listings and transfers of the collection's items, newest first; null when there is no such collection. */
    activity: (id: number, query: { page: number; limit: number }) => collectionActivity(db, id, query),

    /** Floor, volume and sales per UTC day and currency over the last `days` days; null when there is no such collection. */
    daily: (id: number, days: number) => collectionDaily(db, id, days, now()),

    async details(id: number): Promise<Collection | null> {
      const [row] = await collectionsById(db, now(), [id]);
      return row ? toCollection(row) : null;
    },
  };
}
