import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { amount, idRef, uint256, updatedAt } from './columns.ts';
import { nfts } from './nfts.ts';

/**
 * AuctionHouse auctions as the chain has them (issue 41, ADR 0054): one row per auction id,
 * recomputed from its stored events (AuctionCreated, BidPlaced, AuctionSettled, AuctionCancelled)
 * for the auction ids an apply or revert touches (chain/auctions.ts). Amounts are whole-token
 * units like an NFT's prices; the `_wei` columns keep the raw amounts the next minimum bid is
 * computed from exactly as the contract computes it.
 */
export const auctions = pgTable(
  'auctions',
  {
    chainId: integer('chain_id').notNull(),
    auctionId: uint256('auction_id').notNull(),
    /** The NFT record (host contract + token id) when the database has one. */
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    hostContract: text('host_contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    seller: text('seller').notNull(),
    /** ERC-20 address (zero address for the native coin), its symbol and decimals. */
    currencyAddress: text('currency_address').notNull(),
    currency: text('currency').notNull(),
    decimals: smallint('decimals').notNull(),
    reservePrice: amount('reserve_price').notNull(),
    reserveWei: uint256('reserve_wei').notNull(),
    /** Null before the first bid. */
    highestPrice: amount('highest_price'),
    highestWei: uint256('highest_wei'),
    highestBidder: text('highest_bidder'),
    feeBps: integer('fee_bps').notNull(),
    minIncrementBps: integer('min_increment_bps').notNull(),
    /** The newest bid's end (anti-sniping), else the end it was created with. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    bidCount: integer('bid_count').notNull(),
    /** The AuctionCreated block's time and transaction. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    txHash: text('tx_hash').notNull(),
    createdBlock: bigint('created_block', { mode: 'number' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The settlement's winner (null without a bid). */
    winner: text('winner'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.auctionId] }),
    // An NFT's open auction (its answers' `auction`), and the open list by end time.
    index('auctions_open_nft_idx')
      .on(t.nftId)
      .where(sql`${t.settledAt} is null and ${t.cancelledAt} is null`),
    index('auctions_open_end_idx')
      .on(t.endTime)
      .where(sql`${t.settledAt} is null and ${t.cancelledAt} is null`),
    index('auctions_seller_idx').on(t.seller, t.createdAt),
  ],
);

/** One row per BidPlaced, keyed by its event; amounts in whole-token units. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    auctionId: uint256('auction_id').notNull(),
    bidder: text('bidder').notNull(),
    amount: amount('amount').notNull(),
    amountWei: uint256('amount_wei').notNull(),
    /** The auction's end after this bid. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** The block's time. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('auction_bids_auction_idx').on(t.chainId, t.auctionId, t.blockNumber, t.logIndex),
    index('auction_bids_bidder_idx').on(t.bidder, t.chainId, t.auctionId),
  ],
);
