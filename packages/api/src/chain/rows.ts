import { ActivityType } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { Db } from '../db/database.ts';
import type { activities } from '../db/schema/index.ts';
import type { ChainSetup } from './contracts.ts';
import type { ChainEvent } from './decode.ts';
import { chunks } from './project.ts';

/** The NFT record an event concerns, when the database has one. */
export type NftRow = { id: number; contract_address: string; token_id: string; title: string };

export type ActivityRow = typeof activities.$inferInsert;

/*
 * Bulk inserts pass each chunk as one JSON parameter (jsonb_to_recordset) rather than thousands of
 * bind parameters: several times faster on PGlite, and no worse on PostgreSQL.
 */
const BULK = 2_000;

export async function insertEvents(db: Db, events: ChainEvent[]): Promise<void> {
  for (const part of chunks(events, BULK)) {
    const rows = part.map((e) => ({
      chain_id: e.chainId,
      tx_hash: e.txHash,
      log_index: e.logIndex,
      block_number: e.blockNumber,
      block_hash: e.blockHash,
      block_time: e.blockTime.toISOString(),
      contract: e.contract,
      contract_name: e.contractName,
      event_name: e.eventName,
      args: e.args,
      nft_contract: e.nftContract,
      token_id: e.tokenId,
      offer_id: e.offerId,
      listing_id: e.listingId,
      auction_id: e.auctionId,
    }));
    // The same transaction can be mined again in another block after a reorg: the newest wins.
    await db.execute(sql`
      insert into chain_events (chain_id, tx_hash, log_index, block_number, block_hash, block_time, contract,
        contract_name, event_name, args, nft_contract, token_id, offer_id, listing_id, auction_id)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(chain_id int, tx_hash text,
        log_index int, block_number bigint, block_hash text, block_time timestamptz, contract text,
        contract_name text, event_name text, args jsonb, nft_contract text, token_id numeric,
        offer_id numeric, listing_id numeric, auction_id numeric)
      on conflict (chain_id, tx_hash, log_index) do update set
        block_number = excluded.block_number, block_hash = excluded.block_hash, block_time = excluded.block_time,
        args = excluded.args, nft_contract = coalesce(excluded.nft_contract, chain_events.nft_contract),
        token_id = coalesce(excluded.token_id, chain_events.token_id)`);
  }
}

export async function insertActivities(db: Db, rows: ActivityRow[]): Promise<void> {
  for (const part of chunks(rows, BULK)) {
    const json = part.map((a) => ({
      type: a.type,
      token_id: a.tokenId ?? null,
      nft_id: a.nftId ?? null,
      name: a.name ?? null,
      price: a.price ?? null,
      currency: a.currency ?? null,
      from_address: a.fromAddress ?? null,
      to_address: a.toAddress ?? null,
      tx_hash: a.txHash ?? null,
      chain_id: a.chainId ?? null,
      log_index: a.logIndex ?? null,
      created_at: (a.createdAt ?? new Date()).toISOString(),
    }));
    await db.execute(sql`
      insert into activities (type, token_id, nft_id, name, price, currency, from_address, to_address, tx_hash,
        chain_id, log_index, created_at)
      select * from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(type text, token_id numeric,
        nft_id bigint, name text, price numeric, currency text, from_address text, to_address text, tx_hash text,
        chain_id int, log_index int, created_at timestamptz)
      on conflict (chain_id, tx_hash, log_index) do nothing`);
  }
}

/**
 * The activity row of an event, if it has one. A sale is one BUY row (seller → buyer); the feed
 * shows it as SELL to the seller. Transfers into and out of the marketplace are the LISTING,
 * CANCELLED and BUY rows themselves; into and out of the auction house the AUCTION_* rows.
 */
export function activityOf(
  setup: ChainSetup,
  e: ChainEvent,
  batch: readonly ChainEvent[],
  nft: NftRow | undefined,
): ActivityRow | null {
  const market = setup.address.Marketplace;
  const house = setup.address.AuctionHouse;
  const base = {
    tokenId: e.tokenId,
    nftId: nft?.id ?? null,
    name: nft?.title ?? null,
    txHash: e.txHash,
    chainId: e.chainId,
    logIndex: e.logIndex,
    createdAt: e.blockTime,
  };
  const { args } = e;
  if (e.contractName === 'VrNFT' && e.eventName === 'Transfer') {
    if (args.from === market || args.to === market) return null;
    if (args.from === house || args.to === house) return null;
    if (acceptedOfferMove(e, batch)) return null;
    if (args.from === zeroAddress) {
      const permit = batch.find(
        (p) => p.txHash === e.txHash && p.eventName === 'PermitMinted' && p.tokenId === e.tokenId,
      );
      return {
        ...base,
        type: ActivityType.MINTED,
        price: permit ? String(permit.args.mintingPriceUnits) : '0',
        currency: permit ? String(permit.args.currencySymbol) : null,
        fromAddress: zeroAddress,
        toAddress: String(args.to),
      };
    }
    return {
      ...base,
      type: ActivityType.TRANSFER,
      fromAddress: String(args.from),
      toAddress: String(args.to),
    };
  }
  if (e.contractName === 'OfferBook') {
    // An accepted offer is a sale like a bought listing; cancelling an offer moves no NFT.
    if (e.eventName !== 'OfferAccepted') return null;
    return {
      ...base,
      type: ActivityType.BUY,
      price: String(args.priceUnits),
      currency: String(args.currencySymbol),
      fromAddress: String(args.seller),
      toAddress: String(args.buyer),
    };
  }
  if (e.contractName !== 'Marketplace' && e.contractName !== 'VrNFT' && e.contract !== house) return null;
  if (e.eventName === 'OfferCreated') {
    return {
      ...base,
      type: ActivityType.LISTING,
      price: String(args.priceUnits),
      currency: String(args.currencySymbol),
      fromAddress: String(args.seller),
      toAddress: market,
    };
  }
  if (e.eventName === 'OfferCancelled') {
    return {
      ...base,
      type: ActivityType.CANCELLED,
      fromAddress: market,
      toAddress: String(args.seller ?? args.cancelledBy),
    };
  }
  if (e.contract === house) return auctionActivityOf(e, base, house);
  if (e.eventName === 'OfferBought') {
    return {
      ...base,
      type: ActivityType.BUY,
      price: String(args.priceUnits),
      currency: String(args.currencySymbol),
      fromAddress: String(args.seller),
      toAddress: String(args.buyer),
    };
  }
  return null;
}

/** The NFT's move of an accepted offer (seller → buyer in its transaction): the BUY row is the activity. */
export function acceptedOfferMove(e: ChainEvent, batch: readonly ChainEvent[]): boolean {
  return batch.some(
    (other) =>
      other.contractName === 'OfferBook' &&
      other.eventName === 'OfferAccepted' &&
      other.txHash === e.txHash &&
      other.nftContract === e.nftContract &&
      other.tokenId === e.tokenId,
  );
}

const textOrNull = (value: unknown) => (value === undefined || value === null ? null : String(value));

/**
 * AuctionHouse rows: AUCTION_CREATED (seller → house, the reserve), BID (bidder → house, the
 * amount), AUCTION_SETTLED (seller → winner at the price; house → seller at 0 without a bid),
 * AUCTION_CANCELLED (house → seller). Refunds, credits and withdrawals have none.
 */
function auctionActivityOf(
  e: ChainEvent,
  base: Omit<ActivityRow, 'type'>,
  house: string,
): ActivityRow | null {
  const { args } = e;
  const currency = textOrNull(args.currencySymbol);
  switch (e.eventName) {
    case 'AuctionCreated':
      return {
        ...base,
        type: ActivityType.AUCTION_CREATED,
        price: textOrNull(args.reservePriceUnits),
        currency,
        fromAddress: String(args.seller),
        toAddress: house,
      };
    case 'BidPlaced':
      return {
        ...base,
        type: ActivityType.BID,
        price: textOrNull(args.amountUnits),
        currency,
        fromAddress: String(args.bidder),
        toAddress: house,
      };
    case 'AuctionSettled': {
      const sold = args.winner !== zeroAddress;
      return {
        ...base,
        type: ActivityType.AUCTION_SETTLED,
        price: sold ? textOrNull(args.priceUnits) : '0',
        currency,
        fromAddress: sold ? String(args.seller) : house,
        toAddress: sold ? String(args.winner) : String(args.seller),
      };
    }
    case 'AuctionCancelled':
      return {
        ...base,
        type: ActivityType.AUCTION_CANCELLED,
        fromAddress: house,
        toAddress: String(args.seller),
      };
  }
  return null;
}
