import type { ActivityItem, ActivityType } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';

/** An activity row as the feeds select it (`ACTIVITY_COLUMNS` over `activities a` and `nfts n`). */
export type ActivityRow = {
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

export const ACTIVITY_COLUMNS = sql`a.id::text, a.token_id::text, coalesce(a.name, n.title) as name, a.type,
  a.price::text, a.currency, a.from_address, a.to_address, a.status, a.created_at, a.tx_hash, a.nft_id::text,
  n.owner_address`;

/** The activity item of a row; `type` when the viewer sees it otherwise (a seller's SELL). */
export function toActivityItem(row: ActivityRow, type: ActivityType = row.type): ActivityItem {
  return {
    id: row.id,
    tokenId: row.token_id,
    name: row.name,
    type,
    price: row.price,
    currency: row.currency,
    from: row.from_address,
    to: row.to_address,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    txId: row.tx_hash,
    objectId: row.nft_id,
    nft_details: { ownerAddress: row.owner_address },
  };
}
