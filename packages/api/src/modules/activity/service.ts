import type { ActivityItem } from '@vrmarket/domain';
import { ActivityType, pageOffset } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { ACTIVITY_COLUMNS, type ActivityRow, toActivityItem } from './rows.ts';
import type { ActivityQuery } from './schema.ts';

export type ActivityService = {
  feed(
    address: string,
    query: ActivityQuery,
  ): Promise<{ results: ActivityItem[]; total: number; page: number; limit: number }>;
};

/** The activity feed of a wallet: every row it sent or received, newest first. */
export function createActivityService({ db }: { db: Db }): ActivityService {
  return {
    async feed(pathAddress, query) {
      const address = query.ownerAddress ?? pathAddress;
      const mine = sql`(a.from_address = ${address} or a.to_address = ${address})`;
      const [counted] = await rawRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from activities a where ${mine}`,
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
