import type { LiveEvent } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';

/** Events of this NFT, of this collection, or concerning this wallet (any given; none: all). */
export type LiveFilter = { nft?: string; collection?: string; owner?: string };

export function matches(filter: LiveFilter, event: LiveEvent): boolean {
  const { nft, collection, owner } = filter;
  if (nft === undefined && collection === undefined && owner === undefined) return true;
  return (
    (nft !== undefined && event.nftId === nft) ||
    (collection !== undefined && event.collectionId === collection) ||
    (owner !== undefined && (event.from === owner || event.to === owner))
  );
}

function filterSql({ nft, collection, owner }: LiveFilter): SQL {
  const parts: SQL[] = [];
  if (nft !== undefined) parts.push(sql`nft_id = ${nft}::bigint`);
  if (collection !== undefined) parts.push(sql`collection_id = ${collection}::bigint`);
  if (owner !== undefined) parts.push(sql`(from_address = ${owner} or to_address = ${owner})`);
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` or `)})`;
}

type Row = {
  id: string;
  kind: LiveEvent['kind'];
  nft_id: string | null;
  collection_id: string | null;
  token_id: string | null;
  from_address: string | null;
  to_address: string | null;
  price: string | null;
  currency: string | null;
  tx_hash: string | null;
  at: Date | string;
};

/** The live rows after id `after`, oldest first, matching `filter` when one is given. */
export async function readLiveEvents(
  db: Db,
  { after, limit, filter = {} }: { after: number; limit: number; filter?: LiveFilter },
): Promise<LiveEvent[]> {
  const rows = await rawRows<Row>(
    db,
    sql`select e.id::text as id, kind, nft_id::text, collection_id::text, token_id::text, from_address, to_address,
          price::text, currency, tx_hash, at
        from live_events e where e.id > ${after} and ${filterSql(filter)}
        order by e.id limit ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    nftId: row.nft_id,
    collectionId: row.collection_id,
    tokenId: row.token_id,
    from: row.from_address,
    to: row.to_address,
    price: row.price,
    currency: row.currency,
    txHash: row.tx_hash,
    at: new Date(row.at).toISOString(),
  }));
}

export async function newestLiveEventId(db: Db): Promise<number> {
  const [row] = await rawRows<{ id: string | null }>(db, sql`select max(id)::text as id from live_events`);
  return Number(row?.id ?? 0);
}
