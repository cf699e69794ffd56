import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { amount, createdAt, identityId, idRef } from './columns.ts';
import { nfts } from './nfts.ts';

/** A pet model of the bulk pet screen: a glb whose parts the combos pick and dress (R-DATA-11). */
export const petModels = pgTable('pet_models', {
  id: identityId(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  avatar: text('avatar'),
  modelFile: text('model_file').notNull(),
  /** USDT: the price each NFT made from the model's combos is created with. */
  price: amount('price').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  subCategoryId: integer('sub_category_id').references(() => categories.id),
  createdAt: createdAt(),
});

/** A part of a pet model; `name` is the glb mesh node. */
export const petModelParts = pgTable(
  'pet_model_parts',
  {
    id: identityId(),
    modelId: idRef('model_id')
      .notNull()
      .references(() => petModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** The part in its own look, as its thumbnail. */
    avatar: text('avatar'),
    required: boolean('required').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('pet_model_parts_model_idx').on(t.modelId)],
);

/** A material one part can wear; `file` is the texture image. */
export const petModelTextures = pgTable(
  'pet_model_textures',
  {
    id: identityId(),
    partId: idRef('part_id')
      .notNull()
      .references(() => petModelParts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    file: text('file').notNull(),
  },
  (t) => [index('pet_model_textures_part_idx').on(t.partId)],
);

/** The spec's combo data: the parts shown, each with its texture (null: the model's own look). */
export type PetComboData = Array<{ id: number; textureId: number | null }>;

/**
 * A pet combo (R-DATA-11): a model's parts with their textures. `nftId` is the link to the NFT made
 * from it, written in the same transaction as that NFT: the idempotency key of the bulk creation.
 */
export const petCombos = pgTable(
  'pet_combos',
  {
    id: identityId(),
    modelId: idRef('model_id')
      .notNull()
      .references(() => petModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    collectionName: text('collection_name').notNull(),
    data: jsonb('data').$type<PetComboData>().notNull(),
    nftId: idRef('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    glbUrl: text('glb_url'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pet_combos_model_idx').on(t.modelId, t.id), uniqueIndex('pet_combos_nft_idx').on(t.nftId)],
);
