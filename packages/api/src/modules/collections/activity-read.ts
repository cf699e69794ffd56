import { type ActivityItem, ActivityType, pageOffset } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { ACTIVITY_COLUMNS, type ActivityRow, toActivityItem } from '../activity/rows.ts';

/** What a collection's Activity tab lists: sales, listings and transfers of its items. */
const COLLECTION_ACTIVITY = [ActivityType.BUY, ActivityType.LISTING, ActivityType.TRANSFER] as const;

/** A page of the activity of a collection's items, newest first (the activity feed's shape). */
export async function collectionActivity(
  db: Db,
  collectionId: number,
  query: { page: number; limit: number },
): Promise<{ results: ActivityItem[]; total: number; page: number; limit: number }> {
  const where = sql`n.collection_id = ${collectionId} and a.type in (${sql.join(
    COLLECTION_ACTIVITY.map((type) => sql`${type}`),
    sql`, `,
  )})`;
  const [[counted], rows] = await Promise.all([
    rawRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from activities a join nfts n on n.id = a.nft_id where ${where}`,
    ),
    rawRows<ActivityRow>(
      db,
      sql`select ${ACTIVITY_COLUMNS}
          from activities a join nfts n on n.id = a.nft_id
          where ${where}
          order by a.created_at desc, a.id desc
          limit ${query.limit} offset ${pageOffset(query)}`,
    ),
  ]);
  return {
    results: rows.map((row) => toActivityItem(row)),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
