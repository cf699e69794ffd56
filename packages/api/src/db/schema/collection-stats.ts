import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { amount, idRef, updatedAt } from './columns.ts';
import { collections } from './nfts.ts';

/**
 * Chain-driven statistics of each collection (a projection the chain apply path keeps in the same
 * transaction as the events, see chain/collection-stats.ts): read per request, never scanned.
 */
export const collectionStats = pgTable(
  'collection_stats',
  {
    collectionId: idRef('collection_id')
      .primaryKey()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** Lowest open listing price per currency, as { currency: "price" }. */
    floors: jsonb('floors').$type<Record<string, string>>().notNull().default({}),
    /** Distinct wallets holding its visible items (escrowed items count for the wallet behind them). */
    owners: integer('owners').notNull().default(0),
    /** Visible items on sale. */
    listed: integer('listed').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /**
     * All-time volume per currency, as { currency: "amount" } (the sum of the daily buckets, kept
     * with them): the 24 h / 7 d / 30 d windows sum at most 31 buckets a currency, however old the
     * collection's history.
     */
    volumeTotals: jsonb('volume_totals').$type<Record<string, string>>().notNull().default({}),
    /**
     * Visible items (is_show), kept exact by triggers on nfts in the writing transaction (migration
     * 0025) and recounted by every recompute: item counts and the by-items ranking read it instead
     * of counting a large collection's rows per request.
     */
    items: integer('items').notNull().default(0),
    updatedAt: updatedAt(),
  },
  // Top collections by visible items (the ranking after the ones with sales).
  (t) => [index('collection_stats_items_idx').on(t.items, t.collectionId)],
);

/**
 * Sales per collection, currency and UTC day: 24 h / 7 d / 30 d / all sum a few rows, and the
 * price-history chart reads a range of them through the primary key (never the sales).
 */
export const collectionVolumeDaily = pgTable(
  'collection_volume_daily',
  {
    collectionId: idRef('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    volume: amount('volume').notNull(),
    sales: integer('sales').notNull(),
    /** Lowest price paid that day (the daily floor of the price-history chart). */
    floor: amount('floor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'collection_volume_daily_pk', columns: [t.collectionId, t.currency, t.day] }),
    // The ranking: every collection's buckets since a day.
    index('collection_volume_daily_day_idx').on(t.day, t.collectionId),
  ],
);
