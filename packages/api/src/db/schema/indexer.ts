import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Every decoded event of our contracts the indexer (or a recorded transaction) applied, keyed like
 * the rows it produced. NFT and offer state is recomputed from these rows, so applying is
 * order-independent and a reorg rollback is "delete the orphaned events, recompute what they touched".
 */
export const chainEvents = pgTable(
  'chain_events',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    /** Emitting contract, lowercased, and its deployment name (VrNFT, Marketplace …). */
    contract: text('contract').notNull(),
    contractName: text('contract_name').notNull(),
    eventName: text('event_name').notNull(),
    /** Decoded arguments (uint256 as decimal strings, addresses lowercased) plus derived amounts. */
    args: jsonb('args').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** The NFT the event concerns (host contract lowercased + token id), when known. */
    nftContract: text('nft_contract'),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }),
    /** Marketplace offer id or Rental listing id of the event, when it has one. */
    offerId: numeric('offer_id', { precision: 78, scale: 0 }),
    listingId: numeric('listing_id', { precision: 78, scale: 0 }),
    /** AuctionHouse auction id of the event, when it has one (ids are the AuctionHouse's own). */
    auctionId: numeric('auction_id', { precision: 78, scale: 0 }),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('chain_events_block_idx').on(t.chainId, t.blockNumber),
    // The newest event of one kind for an NFT is one backward probe (state recompute).
    index('chain_events_nft_event_idx').on(
      t.chainId,
      t.nftContract,
      t.tokenId,
      t.eventName,
      t.blockNumber,
      t.logIndex,
    ),
    // Partial: most events (transfers) have neither, and every index costs on each insert.
    index('chain_events_offer_idx').on(t.chainId, t.offerId).where(sql`${t.offerId} is not null`),
    index('chain_events_listing_idx').on(t.chainId, t.listingId).where(sql`${t.listingId} is not null`),
    // Rentals by their end (the RENTAL_ENDING notifications' job: modules/notifications/jobs.ts).
    index('chain_events_rented_expires_idx')
      .on(t.chainId, sql`((${t.args}->>'expires')::numeric)`)
      .where(sql`${t.eventName} = 'Rented'`),
    index('chain_events_auction_idx').on(t.chainId, t.auctionId).where(sql`${t.auctionId} is not null`),
    // A buyer's OfferBook events (accepted, cancelled, cancelled all): their offers' recompute.
    index('chain_events_offer_book_buyer_idx')
      .on(t.chainId, sql`(${t.args}->>'buyer')`)
      .where(sql`${t.contractName} = 'OfferBook'`),
  ],
);

/** Recent checkpointed block hashes (ends of applied ranges), to find the fork point of a reorg. */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber] })],
);
