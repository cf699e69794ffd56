import { type ActivityItem, ActivityType, pageOffset } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';

/** What a collection's Activity tab lists: sales, listings and transfers of its items. */
const COLLECTION_ACTIVITY = [ActivityType.BUY, ActivityType.LISTING, ActivityType.TRANSFER] as const;

type Row = {
  id: string;
  token_id: string | null;
  name: string | null;
  type: ActivityType;
  price: string | null;
  currency: string | null;
  from_address: string | null;
  to_address: string | null;
  status: string;
  created_at: Date | string;
  tx_hash: string | null;
  nft_id: string | null;
  owner_address: string | null;
};

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
    rawRows<Row>(
      db,
      sql`select a.id::text, a.token_id::text, coalesce(a.name, n.title) as name, a.type, a.price::text,
            a.currency, a.from_address, a.to_address, a.status, a.created_at, a.tx_hash, a.nft_id::text,
            n.owner_address
          from activities a join nfts n on n.id = a.nft_id
          where ${where}
          order by a.created_at desc, a.id desc
          limit ${query.limit} offset ${pageOffset(query)}`,
    ),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      tokenId: row.token_id,
      name: row.name,
      type: row.type,
      price: row.price,
      currency: row.currency,
      from: row.from_address,
      to: row.to_address,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      txId: row.tx_hash,
      objectId: row.nft_id,
      nft_details: { ownerAddress: row.owner_address },
    })),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
