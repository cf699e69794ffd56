import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** NFT categories and sub-categories; the ids are the spec's (the 3D category is 54). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    avatar: text('avatar'),
    thumbnailLarge: text('thumbnail_large'),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    nftCategoryId: integer('nft_category_id'),
    active: boolean('active').notNull().default(true),
    showOnMarket: boolean('show_on_market').notNull().default(true),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentCategoryId)],
);

/** Currencies allowed per category, dash-separated as in the spec ('USDT-VRA-aETH'). */
export const categoryCurrencyConfigs = pgTable('category_currency_configs', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  currencySelling: text('currency_selling').notNull().default('USDT'),
  currencyBuying: text('currency_buying').notNull().default('USDT'),
});

/** Operator-editable settings (ALLOW_TRADING, ALLOW_CREATING, NORMAL_CATEGORIES …). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
