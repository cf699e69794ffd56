import { type ActivityItem, pageOffset } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, objectRows } from '../../db/database.ts';
import { COLLECTION_ACTIVITY_TYPES } from '../../db/schema/index.ts';
import { ACTIVITY_COLUMNS, type ActivityRow, toActivityItem } from '../activity/rows.ts';
import { literal, prepared } from '../nfts/page-query.ts';

/**
 * The types as literals, not parameters: so every plan, generic ones included, matches the
 * predicate of the partial index `activities_collection_created_idx`.
 */
const IS_COLLECTION_ACTIVITY = sql.raw(
  `a.type in (${COLLECTION_ACTIVITY_TYPES.map((type) => `'${type}'`).join(', ')})`,
);

/**
 * A page of the activity of a collection's items, newest first (the activity feed's shape); null
 * when the collection does not exist (asked in the same round trip as the count).
 */
export async function collectionActivity(
  db: Db,
  collectionId: number,
  query: { page: number; limit: number },
): Promise<{ results: ActivityItem[]; total: number; page: number; limit: number } | null> {
  // activities.collection_id is the collection the NFT is in now (kept by triggers). Prepared:
  // the generic plans walk the same partial index for every collection, and planning cost more
  // than running on small pages.
  const where = sql`a.collection_id = ${collectionId} and ${IS_COLLECTION_ACTIVITY}`;
  const count = prepared(
    sql`select count(*)::int as total from activities a where ${where}
        having exists (select 1 from collections c where c.id = ${collectionId})`,
  );
  // The page's ids first, from the index alone (a deep page skips index entries, not rows joined
  // to their NFTs); a collection's activity always has its NFT (nft_id cascades).
  const page = prepared(
    sql`select ${ACTIVITY_COLUMNS}
        from activities a join nfts n on n.id = a.nft_id
        where a.id in (
          select a.id from activities a where ${where}
          order by a.created_at desc, a.id desc
          limit ${literal(query.limit)} offset ${literal(pageOffset(query))})
        order by a.created_at desc, a.id desc`,
  );
  const [[counted], rows] = await Promise.all([
    objectRows<{ total: number }>(db, count),
    objectRows<ActivityRow>(db, page),
  ]);
  if (!counted) return null;
  return {
    results: rows.map((row) => toActivityItem(row)),
    total: counted.total,
    page: query.page,
    limit: query.limit,
  };
}
