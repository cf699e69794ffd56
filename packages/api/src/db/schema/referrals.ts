import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { amount, createdAt, identityId, idRef, uint256, updatedAt } from './columns.ts';
import { nfts } from './nfts.ts';
import { users } from './users.ts';

/**
 * A referral code a buyer asked a mint permit with (the refer-code minting permission). The chain
 * knows nothing of referrals: this row waits for the mint of that NFT to that wallet, which turns
 * it into a `referrals` row when the mint is applied from the chain.
 */
export const referralIntents = pgTable(
  'referral_intents',
  {
    id: identityId(),
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    /** The wallet the permit mints to, lowercased. */
    receiverAddress: text('receiver_address').notNull(),
    referrerId: idRef('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code as the buyer gave it (the referrer's username). */
    code: text('code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('referral_intents_nft_receiver_key').on(t.nftId, t.receiverAddress)],
);

/** A purchase of an unminted NFT made with a referral code, recorded from the mint's receipt. */
export const referrals = pgTable(
  'referrals',
  {
    id: identityId(),
    referrerId: idRef('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    receiverId: idRef('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    tokenId: uint256('token_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    subCategoryId: integer('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The minting price paid, whole-token units. */
    price: amount('price').notNull(),
    currency: text('currency').notNull(),
    claimed: boolean('claimed').notNull().default(false),
    txHash: text('tx_hash').notNull(),
    chainId: integer('chain_id').notNull(),
    logIndex: integer('log_index').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('referrals_event_key').on(t.chainId, t.txHash, t.logIndex),
    index('referrals_referrer_created_idx').on(t.referrerId, t.createdAt),
  ],
);
