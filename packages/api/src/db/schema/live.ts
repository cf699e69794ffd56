import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { amount, identityId, idRef, uint256 } from './columns.ts';

/**
 * The live stream's log (modules/events): one row per applied chain event a page cares about
 * (listing, price, cancel, sale, transfer, mint, rent), written by applyEvents in the apply's own
 * transaction under the projections lock, so ids grow in commit order and "rows after id N" is a
 * complete replay. A reorg deletes the rows of reverted events and adds one `reverted` row per NFT.
 * Rows older than a day are pruned.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: identityId(),
    kind: text('kind').notNull(),
    nftId: idRef('nft_id'),
    /** The NFT's collection when the event was applied. */
    collectionId: idRef('collection_id'),
    tokenId: uint256('token_id'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    price: amount('price'),
    currency: text('currency'),
    chainId: integer('chain_id'),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    /** The block's time. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('live_events_event_key').on(t.chainId, t.txHash, t.logIndex),
    index('live_events_created_idx').on(t.createdAt),
  ],
);
