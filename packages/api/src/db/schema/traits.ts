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
import { amount, idRef } from './columns.ts';
import { nfts } from './nfts.ts';

/**
 * The traits of each NFT: one row per (type, value) read from the JSON text of
 * components.properties (arrays give a row per item; links, Attached and Styles are left out).
 * Written only by the statement-level triggers on `nfts` (migration 0025), in the same
 * transaction as every write of an NFT, so every writer (create, homes, pets, publish, the
 * indexer, seeds) keeps it exact. The list's `trait=` filter reads (trait_type, value, nft_id).
 */
export const nftTraits = pgTable(
  'nft_traits',
  {
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
    // Copies of the NFT's columns (migration 0029, kept by the same triggers), so a trait filter in
    // a category walks one index of nft_traits in the list's order instead of probing per NFT.
    categoryId: integer('category_id'),
    isShow: boolean('is_show').notNull().default(true),
    /** Buyable now: listed, or sold by lazy mint (the list's Selling status). */
    selling: boolean('selling').notNull().default(false),
    /** coalesce(listed_at, created_at): the recent sort key. */
    recentAt: timestamp('recent_at', { withTimezone: true }),
    /** coalesce(current_price, minting_price): the price sort key. */
    price: amount('price'),
    /**
     * Every trait of the NFT as `nft_trait_key(type, value)` (migration 0031), in the walk's indexes:
     * a filter over several types checks the other types on the index entry it walks instead of
     * looking each NFT up again.
     */
    traits: text('traits').array(),
  },
  (t) => [
    primaryKey({ name: 'nft_traits_pk', columns: [t.nftId, t.traitType, t.value] }),
    index('nft_traits_type_value_nft_idx').on(t.traitType, t.value, t.nftId),
  ],
);

/** The scopes nft_trait_counts counts in. */
export const TraitScope = { category: 1, collection: 2 } as const;

/**
 * How many visible NFTs (is_show) carry each trait value, per scope — each category (scope 1,
 * scope_id = category id) and each collection (scope 2, scope_id = collection id) — and how many
 * of them are buyable now (selling: listed, or sold by lazy mint). Kept by the same triggers as
 * nft_traits, so the filter panel's counts follow creation, verification, listing, sales and
 * mints without counting rows, and a category's counts are its own few rows (not a sum over its
 * collections).
 */
export const nftTraitCounts = pgTable(
  'nft_trait_counts',
  {
    scope: smallint('scope').notNull(),
    scopeId: bigint('scope_id', { mode: 'number' }).notNull(),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
    selling: boolean('selling').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'nft_trait_counts_pk',
      columns: [t.scope, t.scopeId, t.traitType, t.value, t.selling],
    }),
  ],
);
