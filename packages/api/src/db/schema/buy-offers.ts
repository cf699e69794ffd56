import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { amount, createdAt, identityId, idRef, uint256, updatedAt } from './columns.ts';
import { collections, nfts } from './nfts.ts';

/**
 * Buyers' signed OfferBook offers (issue 42, ADR 0058): stored by `POST /v1/offers` after the api
 * checked them, kept valid by the indexer (chain/buy-offers.ts). Named `buy_offers` because
 * `offers` holds the Marketplace's sale offers (listings). `state` is ACTIVE, INACTIVE (while
 * `inactive_reason` holds), ACCEPTED or CANCELLED; EXPIRED is read from `expiry` at answer time.
 */
export const buyOffers = pgTable(
  'buy_offers',
  {
    id: identityId(),
    chainId: integer('chain_id').notNull(),
    /** NFT or COLLECTION (domain OfferKind). */
    kind: text('kind').notNull(),
    /** The NFT of an NFT offer. */
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    /** The collection of a collection offer. */
    collectionId: idRef('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    hostContract: text('host_contract').notNull(),
    /** The NFT offer's token; 0 for a collection offer. */
    tokenId: uint256('token_id').notNull(),
    /** Zero hash for an NFT offer; the Merkle root of `buy_offer_tokens` otherwise. */
    tokenRoot: text('token_root').notNull(),
    /** How many tokens a collection offer covers. */
    tokenCount: integer('token_count'),
    /** Lowercased. */
    buyer: text('buyer').notNull(),
    /** NFT offers: the wallet behind the NFT when the offer was made (INACTIVE OWNER_CHANGED while another holds it). */
    ownerAtOffer: text('owner_at_offer'),
    /** The currency code (USDT, BIVE, VRA, ETH) and the ERC-20 paid (the wrapped native token for ETH). */
    currency: text('currency').notNull(),
    currencyAddress: text('currency_address').notNull(),
    /** Whole tokens, and the signed amount in token units. */
    amount: amount('amount').notNull(),
    amountUnits: uint256('amount_units').notNull(),
    expiry: timestamp('expiry', { withTimezone: true }).notNull(),
    nonce: uint256('nonce').notNull(),
    counter: uint256('counter').notNull(),
    signature: text('signature').notNull(),
    /** The EIP-712 digest (OfferBook.hashOffer; OfferAccepted's offerHash). */
    offerHash: text('offer_hash').notNull(),
    state: text('state').notNull().default('ACTIVE'),
    inactiveReason: text('inactive_reason'),
    acceptedTokenId: uint256('accepted_token_id'),
    acceptedBy: text('accepted_by'),
    txHash: text('tx_hash'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A nonce is used once: the same signed nonce posted 32 times at once stores one offer.
    unique('buy_offers_buyer_nonce_key').on(t.chainId, t.buyer, t.nonce),
    unique('buy_offers_offer_hash_key').on(t.offerHash),
    check('buy_offers_kind_check', sql`${t.kind} in ('NFT', 'COLLECTION')`),
    check('buy_offers_state_check', sql`${t.state} in ('ACTIVE', 'INACTIVE', 'ACCEPTED', 'CANCELLED')`),
    // An NFT's open offers (its list, its best offer on every NFT answer).
    index('buy_offers_open_nft_idx').on(t.nftId, t.amount).where(sql`${t.state} in ('ACTIVE', 'INACTIVE')`),
    index('buy_offers_open_collection_idx')
      .on(t.collectionId, t.amount)
      .where(sql`${t.state} in ('ACTIVE', 'INACTIVE')`),
    // The buyer's offers (My offers) and their open ones per token (the validity re-reads).
    index('buy_offers_buyer_idx').on(t.buyer, t.chainId, t.id),
    index('buy_offers_open_buyer_currency_idx')
      .on(t.buyer, t.currencyAddress)
      .where(sql`${t.state} in ('ACTIVE', 'INACTIVE')`),
  ],
);

/** The token ids a collection offer covers (its root's leaves): proofs and which NFTs it reaches. */
export const buyOfferTokens = pgTable(
  'buy_offer_tokens',
  {
    offerId: idRef('offer_id')
      .notNull()
      .references(() => buyOffers.id, { onDelete: 'cascade' }),
    tokenId: uint256('token_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.tokenId] }),
    index('buy_offer_tokens_token_idx').on(t.tokenId, t.offerId),
  ],
);

/**
 * A buyer's balance and allowance (to the OfferBook) of one offer currency, as last read from the
 * chain's latest block (the offer's check, then the indexer after each Transfer or Approval of
 * that buyer, and after a reorg took one back).
 */
export const buyerFunds = pgTable(
  'buyer_funds',
  {
    chainId: integer('chain_id').notNull(),
    buyer: text('buyer').notNull(),
    currencyAddress: text('currency_address').notNull(),
    /** Token units. */
    balance: uint256('balance').notNull(),
    allowance: uint256('allowance').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.buyer, t.currencyAddress] })],
);
