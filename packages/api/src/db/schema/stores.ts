import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { amount, createdAt, identityId, idRef } from './columns.ts';
import { users } from './users.ts';

/**
 * vrStore templates (R-API-17: vrStores use a separate list call): a store
 * model with its picture, price and area; `name` names its resource index page.
 */
export const storeTemplates = pgTable(
  'store_templates',
  {
    id: identityId(),
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    avatar: text('avatar'),
    price: amount('price').notNull(),
    area: amount('area'),
    modelFile: text('model_file').notNull(),
    /** The group's top-level category (vrStores or vrMalls). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** A member of the group (vrBanners, vrBooths …), or none. */
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    createdAt: createdAt(),
  },
  (t) => [index('store_templates_category_price_idx').on(t.categoryId, t.price)],
);

/**
 * A store made from a template by `POST /api/v1/vr-stores` (R-API-13): its page is
 * `/vr-stores/{id}`. The NFT created with that page as resource URL holds it (`nfts.store_id`,
 * one NFT that is not rejected); the creator then marks it created (`marked_created_at`), which
 * opens its page.
 */
export const vrStores = pgTable(
  'vr_stores',
  {
    id: text('id').primaryKey(),
    templateId: idRef('template_id')
      .notNull()
      .references(() => storeTemplates.id),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator's sign-in subject (the spec's social id), when they signed in socially. */
    socialId: text('social_id'),
    name: text('name').notNull(),
    /** The category the store was created for (its name was sent). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    markedCreatedAt: timestamp('marked_created_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('vr_stores_user_idx').on(t.userId)],
);
