import type { NftHistoryItem, NftHistoryPage } from '@vrmarket/domain';
import { ActivityType } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';

type HistoryRow = {
  id: string;
  event: NftHistoryItem['event'];
  from: string | null;
  to: string | null;
  price: string | null;
  currency: string | null;
  token_address: string | null;
  tx_hash: string | null;
  created_at: Date | string;
  total: string | number;
};

/**
 * Completed sales come from sale_history; the other on-chain events (mint, listing, transfer,
 * cancel, auction) from activities. BUY/SELL activities describe the same sales as sale_history
 * rows, an auction's bids are listed by its own Bids card, and CREATED is off-chain, so those are
 * left out.
 */
const EXCLUDED_ACTIVITIES = [ActivityType.BUY, ActivityType.SELL, ActivityType.BID, ActivityType.CREATED];

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** One page of an NFT's history, newest first. */
export async function readHistory(
  db: Db,
  nftId: number,
  page: { page: number; limit: number },
): Promise<NftHistoryPage> {
  const excluded = sql.join(
    EXCLUDED_ACTIVITIES.map((type) => sql`${type}`),
    sql`, `,
  );
  const rows = await rawRows<HistoryRow>(
    db,
    sql`with events as (
      select 'sale-' || s.id as id, 'SALE' as event, s.from_address as "from", s.to_address as "to",
             s.price::text as price, s.currency, s.token_address, s.tx_hash, s.created_at
        from sale_history s where s.nft_id = ${nftId}
      union all
      select 'activity-' || a.id, a.type, a.from_address, a.to_address, a.price::text, a.currency,
             null, a.tx_hash, a.created_at
        from activities a where a.nft_id = ${nftId} and a.type not in (${excluded})
    )
    select *, count(*) over () as total from events
    order by created_at desc, id desc
    limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countHistory(db, nftId, excluded);
  return { results: rows.map(toItem), total, page: page.page, limit: page.limit };
}

/** A page past the end has no rows to carry the window count. */
async function countHistory(db: Db, nftId: number, excluded: ReturnType<typeof sql.join>): Promise<number> {
  const [row] = await rawRows<{ total: string | number }>(
    db,
    sql`select (select count(*) from sale_history where nft_id = ${nftId})
             + (select count(*) from activities where nft_id = ${nftId} and type not in (${excluded})) as total`,
  );
  return Number(row?.total ?? 0);
}

function toItem(row: HistoryRow): NftHistoryItem {
  return {
    id: row.id,
    event: row.event,
    from: row.from,
    to: row.to,
    price: row.price,
    currency: row.currency,
    tokenAddress: row.token_address,
    txHash: row.tx_hash,
    createdAt: toIso(row.created_at),
  };
}
