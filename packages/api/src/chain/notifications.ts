import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../db/database.ts';
import { type NotificationRow, notify } from '../db/notify.ts';
import type { ChainEvent } from './decode.ts';
import { chunks, numericList } from './project.ts';

/**
 * The prefixes of notifications about one chain event (their keys: `eventKey`). A reorg deletes
 * the notifications of the events it reverts under each of them: add the prefix of a new kind here.
 */
export const EVENT_KEY_PREFIXES = [
  'sold',
  'bid',
  'outbid',
  'refund-credited',
  'won',
  'no-bid',
  'offer-accepted',
  // Keyed per offer as well (chain/buy-offers.ts revertBuyOfferNotices removes them).
  'offer-inactive',
] as const;
export type EventKeyPrefix = (typeof EVENT_KEY_PREFIXES)[number];

/** The dedupe key of a notification about one chain event: a re-applied event notifies no one again. */
export const eventKey = (prefix: EventKeyPrefix, e: { chainId: number; txHash: string; logIndex: number }) =>
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

/** A notification for whoever has linked `wallet` (no one: none). */
export type WalletNotification = Omit<NotificationRow, 'userId'> & { wallet: string };

/**
 * Notifies the users whose linked wallets the chain names (a seller, a bidder, a winner), inside the
 * apply's own transaction: call it from `applyEvents` with the events' keys (`eventKey`), and a
 * re-applied event adds nothing. A wallet no user has linked is told nothing.
 */
export async function notifyWallets(db: Db, rows: readonly WalletNotification[]): Promise<number[]> {
  const wallets = [...new Set(rows.map((row) => row.wallet.toLowerCase()))];
  if (wallets.length === 0) return [];
  const userOf = new Map<string, number>();
  for (const part of chunks(wallets)) {
    const users = await rawRows<{ id: string; public_key: string }>(
      db,
      sql`select id::text, public_key from users where public_key in (${sql.join(
        part.map((wallet) => sql`${wallet}`),
        sql`, `,
      )})`,
    );
    for (const user of users) userOf.set(user.public_key, Number(user.id));
  }
  return notify(
    db,
    rows.flatMap(({ wallet, ...row }) => {
      const userId = userOf.get(wallet.toLowerCase());
      return userId === undefined ? [] : [{ ...row, userId }];
    }),
  );
}

/** ITEM_SOLD to the seller of each sale the apply path stored. */
export async function notifySales(db: Db, sales: readonly AppliedSale[]): Promise<void> {
  await notifyWallets(
    db,
    sales.map((sale) => ({
      wallet: sale.fromAddress,
      kind: 'ITEM_SOLD',
      dedupeKey: eventKey('sold', sale),
      nftId: sale.nftId,
      nftName: sale.nftName,
      price: sale.price,
      currency: sale.currency,
    })),
  );
}

/** The NFT an applied event concerns, as the apply path found it. */
type NftOf = (e: ChainEvent) => { id: number; title: string } | undefined;

/**
 * The auction house's news, from the events of one apply: BID_RECEIVED to the seller, OUTBID to a bidder whose bid was
 * refunded by a higher one (with the new highest bid of the same transaction; raising your own bid
 * tells you nothing), AUCTION_WON to the winner and AUCTION_NO_BID to the seller at settlement.
 * The seller of a settled auction hears ITEM_SOLD with the sales (`notifySales`).
 */
export async function notifyAuctions(db: Db, events: readonly ChainEvent[], nftOf: NftOf): Promise<void> {
  const rows: WalletNotification[] = [];
  const about = (e: ChainEvent) => {
    const nft = nftOf(e);
    return { nftId: nft?.id ?? null, nftName: nft?.title ?? null, auctionId: e.auctionId };
  };
  /** News of a bid event to `wallet`: its NFT, and the amount of `amountOf` in the auction's currency. */
  const bidNews = (
    wallet: string,
    kind: WalletNotification['kind'],
    prefix: EventKeyPrefix,
    e: ChainEvent,
    amountOf: ChainEvent = e,
  ): WalletNotification => ({
    wallet,
    kind,
    dedupeKey: eventKey(prefix, e),
    ...about(e),
    price: String(amountOf.args.amountUnits ?? ''),
    currency: String(e.args.currencySymbol ?? ''),
  });
  const sellers = await sellersOf(db, events);
  for (const e of events) {
    const seller = e.auctionId ? sellers.get(e.auctionId) : undefined;
    if (e.eventName === 'BidPlaced' && seller) {
      rows.push(bidNews(seller, 'BID_RECEIVED', 'bid', e));
    }
    if (e.eventName === 'BidRefunded') {
      const bid = events.find(
        (other) =>
          other.eventName === 'BidPlaced' && other.txHash === e.txHash && other.auctionId === e.auctionId,
      );
      const bidder = String(e.args.bidder).toLowerCase();
      // Its wallet refused the refund: the AuctionHouse keeps it until withdrawn (ADR 0063).
      if (e.args.credited === true) rows.push(bidNews(bidder, 'REFUND_CREDITED', 'refund-credited', e));
      if (bid && String(bid.args.bidder).toLowerCase() === bidder) continue;
      // The price that beat theirs.
      rows.push(bidNews(bidder, 'OUTBID', 'outbid', e, bid));
    }
    if (e.eventName === 'AuctionSettled') {
      const winner = String(e.args.winner).toLowerCase();
      const noBid = /^0x0{40}$/.test(winner);
      rows.push({
        wallet: noBid ? String(e.args.seller) : winner,
        kind: noBid ? 'AUCTION_NO_BID' : 'AUCTION_WON',
        dedupeKey: eventKey(noBid ? 'no-bid' : 'won', e),
        ...about(e),
        price: noBid ? null : String(e.args.priceUnits),
        currency: noBid ? null : String(e.args.currencySymbol),
      });
    }
  }
  await notifyWallets(db, rows);
}

/**
 * A reorg that removes an event removes what it notified (the sale did not happen); mined again,
 * the event notifies again. Found by key (the unique constraint leads with it).
 */
export async function revertNotifications(
  db: Db,
  chainId: number,
  events: readonly { tx_hash: string; log_index: number }[],
): Promise<void> {
  const keys = events.flatMap((e) =>
    EVENT_KEY_PREFIXES.map((prefix) =>
      eventKey(prefix, { chainId, txHash: e.tx_hash, logIndex: e.log_index }),
    ),
  );
  for (const part of chunks(keys)) {
    await db.execute(
      sql`delete from notifications where dedupe_key in (${sql.join(
        part.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
  }
}

/** The sellers of the auctions these events bid on (the batch's AuctionCreated, else the stored one). */
async function sellersOf(db: Db, events: readonly ChainEvent[]): Promise<Map<string, string>> {
  const sellers = new Map<string, string>();
  for (const e of events) {
    if (e.eventName === 'AuctionCreated' && e.auctionId) sellers.set(e.auctionId, String(e.args.seller));
  }
  const missing = [
    ...new Set(
      events.flatMap((e) =>
        e.eventName === 'BidPlaced' && e.auctionId && !sellers.has(e.auctionId) ? [e.auctionId] : [],
      ),
    ),
  ];
  for (const part of chunks(missing)) {
    const rows = await rawRows<{ auction_id: string; seller: string }>(
      db,
      sql`select auction_id::text, seller from auctions
          where chain_id = ${events[0]!.chainId} and auction_id in (${numericList(part)})`,
    );
    for (const row of rows) sellers.set(row.auction_id, row.seller);
  }
  return sellers;
}
