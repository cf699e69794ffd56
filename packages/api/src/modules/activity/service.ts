import type { ActivityItem } from '@vrmarket/domain';
import { ActivityType, pageOffset } from '@vrmarket/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ACTIVITY_COLUMNS, type ActivityRow, toActivityItem } from './rows.ts';
import type { ActivityQuery } from './schema.ts';

export type ActivityService = {
  feed(
    address: string,
    query: ActivityQuery,
    viewerId?: number,
  ): Promise<{ results: ActivityItem[]; total: number; page: number; limit: number }>;
};

/**
 * The CREATED rows a viewer may see: those of NFTs on the market (verified and shown) to anyone;
 * those of hidden, unreviewed and rejected NFTs only to their owner (the row's creator, the NFT's
 * owner or seller) and to market admins, as the detail screen shows such an NFT.
 */
async function createdRowsSeenBy(db: Db, viewerId: number | undefined) {
  const onMarket = sql`(a.type <> ${ActivityType.CREATED} or coalesce(n.is_show and n.is_verified, false))`;
  if (viewerId === undefined) return onMarket;
  const [viewer] = await db
    .select({ wallet: users.publicKey, isAdmin: users.isAdminMarket })
    .from(users)
    .where(eq(users.id, viewerId));
  if (viewer?.isAdmin) return sql`true`;
  if (!viewer?.wallet) return onMarket;
  const wallet = viewer.wallet;
  return sql`(${onMarket} or a.to_address = ${wallet} or n.owner_address = ${wallet} or n.seller = ${wallet})`;
}

/** The activity feed of a wallet: every row it sent or received, newest first. */
export function createActivityService({ db }: { db: Db }): ActivityService {
  return {
    async feed(pathAddress, query, viewerId) {
      const address = query.ownerAddress ?? pathAddress;
      const mine = sql`(a.from_address = ${address} or a.to_address = ${address}) and ${await createdRowsSeenBy(db, viewerId)}`;
      const [counted] = await rawRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from activities a left join nfts n on n.id = a.nft_id where ${mine}`,
      );
      const rows = await rawRows<ActivityRow>(
        db,
        sql`select ${ACTIVITY_COLUMNS}
            from activities a left join nfts n on n.id = a.nft_id
            where ${mine}
            order by a.created_at desc, a.id desc
            limit ${query.limit} offset ${pageOffset(query)}`,
      );
      return {
        results: rows.map((row) =>
          // A sale is stored once, as the buyer's BUY; its seller sees it as SELL.
          toActivityItem(
            row,
            row.type === ActivityType.BUY && row.from_address === address ? ActivityType.SELL : row.type,
          ),
        ),
        total: counted?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}
