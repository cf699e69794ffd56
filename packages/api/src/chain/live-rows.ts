import type { LiveEventKind } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { type Db, rawRows } from '../db/database.ts';
import type { ChainSetup } from './contracts.ts';
import type { ChainEvent } from './decode.ts';
import { chunks, type NftKey } from './project.ts';
import { acceptedOfferMove, type NftRow } from './rows.ts';

type LiveRow = {
  kind: LiveEventKind;
  from: string | null;
  to: string | null;
  price: string | null;
  currency: string | null;
};

const RENT_EVENTS = new Set(['RentListed', 'Rented', 'RentalEnded', 'RentListingWithdrawn']);
const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

/**
 * The live stream's row of an event (modules/events), if pages care about it. `from` is left null
 * where the event does not name the wallet behind the NFT (a price change, a rental): the insert
 * takes the NFT's seller after the recompute, so the owner filter still finds it.
 */
export function liveRowOf(
  setup: ChainSetup,
  e: ChainEvent,
  batch: readonly ChainEvent[] = [],
): LiveRow | null {
  const market = setup.address.Marketplace;
  const house = setup.address.AuctionHouse;
  const { args } = e;
  const none = { from: null, to: null, price: null, currency: null };
  if (e.contractName === 'VrNFT' && e.eventName === 'Transfer') {
    if (args.from === market || args.to === market) return null;
    if (args.from === house || args.to === house) return null;
    if (acceptedOfferMove(e, batch)) return null;
    const mint = args.from === zeroAddress;
    return {
      ...none,
      kind: mint ? 'mint' : 'transfer',
      from: mint ? null : text(args.from),
      to: text(args.to),
    };
  }
  if (e.contract === house) return auctionLiveRowOf(e, house);
  if (e.contractName === 'OfferBook') {
    // The accepted offer's sale; its offers' `offer` rows come from their recompute (buy-offers.ts).
    if (e.eventName !== 'OfferAccepted') return null;
    return {
      kind: 'sale',
      from: text(args.seller),
      to: text(args.buyer),
      price: text(args.priceUnits),
      currency: text(args.currencySymbol),
    };
  }
  if (e.contractName !== 'Marketplace') return rentLiveRowOf(e);
  switch (e.eventName) {
    case 'OfferCreated':
      return {
        kind: 'listing',
        from: text(args.seller),
        to: market,
        price: text(args.priceUnits),
        currency: text(args.currencySymbol),
      };
    case 'OfferPriceChanged':
      return { ...none, kind: 'price', price: text(args.newPriceUnits), currency: text(args.currencySymbol) };
    case 'OfferCancelled':
      return { ...none, kind: 'cancel', from: market, to: text(args.seller ?? args.cancelledBy) };
    case 'OfferBought':
      return {
        kind: 'sale',
        from: text(args.seller),
        to: text(args.buyer),
        price: text(args.priceUnits),
        currency: text(args.currencySymbol),
      };
  }
  return null;
}

function rentLiveRowOf(e: ChainEvent): LiveRow | null {
  if (e.contractName !== 'Rental' || !RENT_EVENTS.has(e.eventName)) return null;
  return { kind: 'rent', from: text(e.args.owner), to: text(e.args.renter), price: null, currency: null };
}

/**
 * AuctionHouse rows: `bid` (bidder → house, the amount: every open page of the NFT shows it at
 * once), `auction` for a creation (seller → house, the reserve), a settlement (seller → winner at
 * the price, or house → seller) and a cancellation (house → seller).
 */
function auctionLiveRowOf(e: ChainEvent, house: string): LiveRow | null {
  const { args } = e;
  const currency = text(args.currencySymbol);
  switch (e.eventName) {
    case 'BidPlaced':
      return { kind: 'bid', from: text(args.bidder), to: house, price: text(args.amountUnits), currency };
    case 'AuctionCreated':
      return {
        kind: 'auction',
        from: text(args.seller),
        to: house,
        price: text(args.reservePriceUnits),
        currency,
      };
    case 'AuctionSettled': {
      const sold = args.winner !== zeroAddress;
      return {
        kind: 'auction',
        from: sold ? text(args.seller) : house,
        to: sold ? text(args.winner) : text(args.seller),
        price: sold ? text(args.priceUnits) : null,
        currency,
      };
    }
    case 'AuctionCancelled':
      return { kind: 'auction', from: house, to: text(args.seller), price: null, currency: null };
  }
  return null;
}

/**
 * Writes the live rows of applied events (call at the end of applyEvents, under the projections
 * lock, so ids grow in commit order). A replayed event adds nothing (its chain key is taken).
 */
export async function insertLiveEvents(
  db: Db,
  setup: ChainSetup,
  events: readonly ChainEvent[],
  nftOf: (e: ChainEvent) => NftRow | undefined,
): Promise<void> {
  const rows = events.flatMap((e, ord) => {
    const row = liveRowOf(setup, e, events);
    if (!row) return [];
    return [
      {
        ...row,
        ord,
        nft_id: nftOf(e)?.id ?? null,
        token_id: e.tokenId,
        chain_id: e.chainId,
        tx_hash: e.txHash,
        log_index: e.logIndex,
        block_number: e.blockNumber,
        at: e.blockTime.toISOString(),
      },
    ];
  });
  for (const part of chunks(rows, 2_000)) {
    await db.execute(sql`
      insert into live_events (kind, nft_id, collection_id, token_id, from_address, to_address, price, currency,
        chain_id, tx_hash, log_index, block_number, at)
      select x.kind, x.nft_id, n.collection_id, x.token_id, coalesce(x."from", n.seller), x."to", x.price,
        x.currency, x.chain_id, x.tx_hash, x.log_index, x.block_number, x.at
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(kind text, nft_id bigint,
        token_id numeric, "from" text, "to" text, price numeric, currency text, chain_id int, tx_hash text,
        log_index int, block_number bigint, at timestamptz, ord bigint)
      left join nfts n on n.id = x.nft_id
      order by x.ord
      on conflict (chain_id, tx_hash, log_index) do nothing`);
  }
}

/**
 * A reorg took these events back: their live rows go (mined again, they come back with new ids)
 * and each NFT they concerned gets one `reverted` row, so open pages read it again.
 */
export async function revertLiveEvents(
  db: Db,
  setup: ChainSetup,
  eventKeys: readonly { tx_hash: string; log_index: number }[],
  nfts: readonly NftKey[],
): Promise<void> {
  for (const part of chunks([...eventKeys])) {
    await db.execute(sql`delete from live_events where chain_id = ${setup.chainId}
      and (tx_hash, log_index) in (values ${sql.join(
        part.map((e) => sql`(${e.tx_hash}::text, ${e.log_index}::int)`),
        sql`, `,
      )})`);
  }
  for (const part of chunks([...nfts])) {
    await db.execute(sql`
      insert into live_events (kind, nft_id, collection_id, token_id, from_address, chain_id, at)
      select 'reverted', n.id, n.collection_id, n.token_id, n.seller, ${setup.chainId}, now()
      from nfts n join (values ${sql.join(
        part.map((k) => sql`(${k.contract}::text, ${k.tokenId}::numeric)`),
        sql`, `,
      )}) as k(contract, token_id) on n.contract_address = k.contract and n.token_id = k.token_id
      order by n.id`);
  }
}

/** Deletes live rows older than `maxAgeMs` (a reconnecting client replays from what is left). */
export async function pruneLiveEvents(db: Db, maxAgeMs: number): Promise<number> {
  const [row] = await rawRows<{ count: string }>(
    db,
    sql`with gone as (delete from live_events
          where created_at < now() - ${`${Math.round(maxAgeMs)} milliseconds`}::interval returning 1)
        select count(*) as count from gone`,
  );
  return Number(row?.count ?? 0);
}
