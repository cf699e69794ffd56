import type { ActivityItem } from '@vrmarket/domain';
import { ActivityType, pageOffset } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import type { ActivityQuery } from './schema.ts';

export type ActivityService = {
  feed(
    address: string,
    query: ActivityQuery,
  ): Promise<{ results: ActivityItem[]; total: number; page: number; limit: number }>;
};

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
      const rows = await rawRows<Row>(
        db,
        sql`select a.id::text, a.token_id::text, coalesce(a.name, n.title) as name, a.type, a.price::text,
              a.currency, a.from_address, a.to_address, a.status, a.created_at, a.tx_hash, a.nft_id::text,
              n.owner_address
            from activities a left join nfts n on n.id = a.nft_id
            where ${mine}
            order by a.created_at desc, a.id desc
            limit ${query.limit} offset ${pageOffset(query)}`,
      );
      return {
        results: rows.map((row) => ({
          id: row.id,
          tokenId: row.token_id,
          name: row.name,
          // A sale is stored once, as the buyer's BUY; its seller sees it as SELL.
          type: row.type === ActivityType.BUY && row.from_address === address ? ActivityType.SELL : row.type,
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
    },
  };
}
