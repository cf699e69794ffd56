import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, idRef } from './columns.ts';
import { nfts } from './nfts.ts';
import { users } from './users.ts';

/**
 * Swap keys the api has signed (SwapDesk's EIP-712 `SwapKey`). check-status reads the newest one
 * of an NFT to tell the web app whether it must ask for a key first; a key counts as used once a
 * `Swapped` event with its hash is in `chain_events`. An NFT's keys of one user take one of
 * MAX_LIVE_SWAP_KEYS slots each (unique): a slot is free again once its key has expired (that key's
 * row is then deleted), so no burst of requests gets more keys signed than there are slots.
 */
export const swapKeys = pgTable(
  'swap_keys',
  {
    id: identityId(),
    /** The EIP-712 digest, lowercased: SwapDesk's `keyHash`. */
    keyHash: text('key_hash').notNull().unique(),
    /** The NFT given to the desk. */
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    /** The NFT taken from the desk's pool. */
    wantedNftId: idRef('wanted_nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's wallet the key is bound to, lowercased. */
    wallet: text('wallet').notNull(),
    signature: text('signature').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    chainId: integer('chain_id').notNull(),
    /** 0 … MAX_LIVE_SWAP_KEYS - 1 (modules/swap/service.ts). */
    slot: smallint('slot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('swap_keys_nft_created_idx').on(t.nftId, t.createdAt),
    uniqueIndex('swap_keys_slot_key').on(t.nftId, t.userId, t.chainId, t.slot),
  ],
);
