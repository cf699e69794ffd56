import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** The indexer's position per chain: last applied block and its hash (reorg detection). */
export const chainCursors = pgTable('chain_cursors', {
  chainId: integer('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: updatedAt(),
});
