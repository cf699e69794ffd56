import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../db/database.ts';
import { type NotificationRow, notify } from '../db/notify.ts';
import { chunks } from './project.ts';

/** The dedupe key of a notification about one chain event: a re-applied event notifies no one again. */
export const eventKey = (prefix: string, e: { chainId: number; txHash: string; logIndex: number }) =>
  `${prefix}:${e.chainId}:${e.txHash}:${e.logIndex}`;

/** A sale the apply path stored (sale_history's row), with the NFT's name. */
export type AppliedSale = {
  nftId: number;
  nftName: string | null;
  fromAddress: string;
  price: string;
  currency: string;
  chainId: number;
  txHash: string;
  logIndex: number;
};

/**
 * ITEM_SOLD to the seller of each sale (the user whose linked wallet sold it), in the apply's own
 * transaction: the notification commits with the sale, and a re-applied sale adds none.
 */
export async function notifySales(db: Db, sales: readonly AppliedSale[]): Promise<void> {
  const wallets = [...new Set(sales.map((sale) => sale.fromAddress.toLowerCase()))];
  if (wallets.length === 0) return;
  const userOf = new Map<string, number>();
  for (const part of chunks(wallets)) {
    const rows = await rawRows<{ id: string; public_key: string }>(
      db,
      sql`select id::text, public_key from users where public_key in (${sql.join(
        part.map((wallet) => sql`${wallet}`),
        sql`, `,
      )})`,
    );
    for (const row of rows) userOf.set(row.public_key, Number(row.id));
  }
  const rows: NotificationRow[] = sales.flatMap((sale) => {
    const userId = userOf.get(sale.fromAddress.toLowerCase());
    if (userId === undefined) return [];
    return [
      {
        userId,
        kind: 'ITEM_SOLD',
        dedupeKey: eventKey('sold', sale),
        nftId: sale.nftId,
        nftName: sale.nftName,
        price: sale.price,
        currency: sale.currency,
      },
    ];
  });
  await notify(db, rows);
}

/**
 * A reorg that removes an event removes what it notified (the sale did not happen); mined again,
 * the event notifies again.
 */
export async function revertNotifications(
  db: Db,
  chainId: number,
  events: readonly { tx_hash: string; log_index: number; event_name: string }[],
): Promise<void> {
  const keys = events
    .filter((e) => e.event_name === 'OfferBought')
    .map((e) => eventKey('sold', { chainId, txHash: e.tx_hash, logIndex: e.log_index }));
  for (const part of chunks(keys)) {
    await db.execute(
      sql`delete from notifications where kind = 'ITEM_SOLD' and dedupe_key in (${sql.join(
        part.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
  }
}
