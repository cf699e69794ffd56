import { PurchaseStatus } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../db/database.ts';
import { chunks, type NftKey } from './project.ts';

/** The collections of the given NFTs (those that belong to one). */
export async function collectionsOf(db: Db, keys: NftKey[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const part of chunks(keys)) {
    const rows = await rawRows<{ collection_id: string | number }>(
      db,
      sql`select distinct n.collection_id from nfts n
          join (values ${sql.join(
            part.map((k) => sql`(${k.contract}::text, ${k.tokenId}::numeric)`),
            sql`, `,
          )}) as k(contract, token_id) on n.contract_address = k.contract and n.token_id = k.token_id
          where n.collection_id is not null`,
    );
    for (const row of rows) ids.add(Number(row.collection_id));
  }
  return [...ids];
}

/**
 * Recomputes the statistics of the given collections from their NFTs and sale history: floors,
 * owners, listed items, sales count, visible items (which triggers on nfts keep between
 * recomputes), the daily buckets (volume, sales, lowest price paid) and the all-time volume.
 * Called in the transaction that changes them (chain apply and revert, collection add/remove), so
 * readers only sum stored rows.
 * The cost is one pass over each touched collection's items and sales, never all collections.
 */
export async function recomputeCollectionStats(db: Db, collectionIds: number[]): Promise<void> {
  for (const part of chunks([...new Set(collectionIds)])) {
    const ids = sql.join(
      part.map((id) => sql`${id}::bigint`),
      sql`, `,
    );
    await db.execute(sql`
      insert into collection_stats (collection_id, floors, owners, listed, sales, items, updated_at)
      select c.id,
        coalesce((
          select jsonb_object_agg(f.currency, f.price::text) from (
            select n.currency, min(n.current_price) as price from nfts n
            where n.collection_id = c.id and n.is_show and n.purchase_status = ${PurchaseStatus.SELLING}
              and n.current_price is not null
            group by n.currency) f), '{}'::jsonb),
        (select count(distinct coalesce(n.seller, n.owner_address))::int from nfts n
          where n.collection_id = c.id and n.is_show and coalesce(n.seller, n.owner_address) is not null),
        (select count(*)::int from nfts n
          where n.collection_id = c.id and n.is_show and n.purchase_status = ${PurchaseStatus.SELLING}),
        (select count(*)::int from sale_history s join nfts n on n.id = s.nft_id where n.collection_id = c.id),
        (select count(*)::int from nfts n where n.collection_id = c.id and n.is_show),
        now()
      from collections c where c.id in (${ids})
      on conflict (collection_id) do update set floors = excluded.floors, owners = excluded.owners,
        listed = excluded.listed, sales = excluded.sales, items = excluded.items,
        updated_at = excluded.updated_at`);
    await db.execute(sql`delete from collection_volume_daily where collection_id in (${ids})`);
    await db.execute(sql`
      insert into collection_volume_daily (collection_id, currency, day, volume, sales, floor)
      select n.collection_id, s.currency, (s.created_at at time zone 'UTC')::date, sum(s.price), count(*)::int,
        min(s.price)
      from sale_history s join nfts n on n.id = s.nft_id
      where n.collection_id in (${ids})
      group by n.collection_id, s.currency, (s.created_at at time zone 'UTC')::date`);
    await db.execute(sql`
      update collection_stats cs set volume_totals = coalesce((
        select jsonb_object_agg(v.currency, v.volume::text) from (
          select d.currency, sum(d.volume) as volume from collection_volume_daily d
          where d.collection_id = cs.collection_id group by d.currency) v), '{}'::jsonb)
      where cs.collection_id in (${ids})`);
  }
}
