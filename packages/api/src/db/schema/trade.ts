import { ActivityType } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { amount, createdAt, identityId, idRef, uint256, updatedAt } from './columns.ts';
import { nfts } from './nfts.ts';

const ACTIVITY_TYPES = Object.values(ActivityType);
/**
 * What a collection's Activity tab lists: sales (bought offers and settled auctions), listings and
 * transfers of its items.
 */
export const COLLECTION_ACTIVITY_TYPES = [
  ActivityType.BUY,
  ActivityType.LISTING,
  ActivityType.TRANSFER,
  ActivityType.AUCTION_SETTLED,
] as const;

/** Completed sales of an NFT (the detail screen's sale history). */
export const saleHistory = pgTable(
  'sale_history',
  {
    id: identityId(),
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    price: amount('price').notNull(),
    currency: text('currency').notNull(),
    /** Address of the ERC-20 paid with (zero address for the native coin). */
    tokenAddress: text('token_address'),
    txHash: text('tx_hash'),
    chainId: integer('chain_id'),
    logIndex: integer('log_index'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sale_history_event_key').on(t.chainId, t.txHash, t.logIndex),
    index('sale_history_nft_created_idx').on(t.nftId, t.createdAt),
  ],
);

/** Activity feed; on-chain rows are keyed by their event so the indexer applies each once. */
export const activities = pgTable(
  'activities',
  {
    id: identityId(),
    type: text('type').$type<ActivityType>().notNull(),
    tokenId: uint256('token_id'),
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'cascade' }),
    /**
     * The collection its NFT is in now, kept by triggers (set on insert, followed when the NFT
     * moves; the collection_activity migration): a collection's Activity tab reads its own index range.
     */
    collectionId: idRef('collection_id'),
    name: text('name'),
    price: amount('price'),
    currency: text('currency'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    status: text('status').notNull().default('SUCCESS'),
    txHash: text('tx_hash'),
    chainId: integer('chain_id'),
    logIndex: integer('log_index'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('activities_event_key').on(t.chainId, t.txHash, t.logIndex),
    check(
      'activities_type_check',
      sql.raw(`"type" in (${ACTIVITY_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    index('activities_from_created_idx').on(t.fromAddress, t.createdAt),
    index('activities_to_created_idx').on(t.toAddress, t.createdAt),
    index('activities_nft_idx').on(t.nftId),
    // A collection's Activity tab, newest first (read backwards; ascending keeps NULLS FIRST for DESC).
    index('activities_collection_created_idx')
      .on(t.collectionId, t.createdAt, t.id)
      .where(sql.raw(`"type" in (${COLLECTION_ACTIVITY_TYPES.map((type) => `'${type}'`).join(', ')})`)),
  ],
);

/** On-chain sale offers of the marketplace contract, mirrored by the indexer. */
export const offers = pgTable(
  'offers',
  {
    chainId: integer('chain_id').notNull(),
    offerId: uint256('offer_id').notNull(),
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    hostContract: text('host_contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    seller: text('seller').notNull(),
    price: amount('price').notNull(),
    /** ERC-20 address of the sale currency (zero address for the native coin). */
    currency: text('currency').notNull(),
    feeBps: integer('fee_bps').notNull(),
    closed: boolean('closed').notNull().default(false),
    txHash: text('tx_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.offerId] }), index('offers_nft_idx').on(t.nftId)],
);
