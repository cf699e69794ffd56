import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { amount, createdAt, identityId } from './columns.ts';

/**
 * How many NFTs share each combination of the low-cardinality list filters (category,
 * sub-category, currency, status flags, shown, listed). Kept exact by statement-level triggers
 * on `nfts` in the same transaction as every write (migration 0004), so a list whose filters are
 * all among these columns counts its total by summing a few rows instead of scanning NFTs.
 */
export const nftCounts = pgTable(
  'nft_counts',
  {
    categoryId: integer('category_id').notNull(),
    /** 0 when the NFT has no sub-category (a primary key column cannot be null). */
    subCategoryId: integer('sub_category_id').notNull(),
    currency: text('currency').notNull(),
    purchaseStatus: smallint('purchase_status').notNull(),
    labActive: boolean('lab_active').notNull(),
    inUsed: boolean('in_used').notNull(),
    isVerified: boolean('is_verified').notNull(),
    onchain: boolean('onchain').notNull(),
    isShow: boolean('is_show').notNull(),
    /** listed_at is set. */
    listed: boolean('listed').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'nft_counts_pk',
      columns: [
        t.categoryId,
        t.subCategoryId,
        t.currency,
        t.purchaseStatus,
        t.labActive,
        t.inUsed,
        t.isVerified,
        t.onchain,
        t.isShow,
        t.listed,
      ],
    }),
  ],
);

/**
 * The list keys of every NFT shown on the market: the columns the countable filters, the sort
 * orders and a name search read, under nfts' own names, so the same conditions run on either
 * table. Kept by statement-level triggers on `nfts` in the same transaction as every write
 * (migration 0033), with the list indexes of nfts (expression indexes, in the migration). A page
 * deep in a list skips thousands of index entries, and an index-only walk checks each entry's heap
 * page in the visibility map: one map page covers 32,672 heap pages, so nfts' wide rows (~600 bytes
 * at a million NFTs: 3 map pages, switched on nearly every entry) cost twice the walk that these
 * ~110-byte rows do (one map page up to ~2.4 million shown NFTs).
 */
export const nftList = pgTable(
  'nft_list',
  {
    /** nfts.id; the triggers add and remove rows with the NFT (no foreign key to check on writes). */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    purchaseStatus: smallint('purchase_status').notNull(),
    labActive: boolean('lab_active').notNull(),
    inUsed: boolean('in_used').notNull(),
    isVerified: boolean('is_verified').notNull(),
    onchain: boolean('onchain').notNull(),
    currency: text('currency').notNull(),
    currentPrice: amount('current_price'),
    mintingPrice: amount('minting_price').notNull(),
    title: text('title').notNull(),
  },
  // As nfts' sub-category index: the only one leading with it, read as a bitmap.
  (t) => [index('nft_list_sub_category_status_listed_idx').on(t.subCategoryId, t.purchaseStatus, t.listedAt)],
);

/** Newsletter signups; the address is stored lowercased, once. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: identityId(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** Captcha solutions already accepted, so one solved challenge cannot be replayed until it expires. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);

/** The header's advertising ticker. */
export const ads = pgTable(
  'ads',
  {
    id: identityId(),
    text: text('text').notNull(),
    url: text('url'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('ads_active_position_idx').on(t.active, t.position)],
);
