import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { amount, createdAt, identityId, idRef } from './columns.ts';

/** 3D model templates users customise on select-model (R-DATA-11). */
export const modelTemplates = pgTable(
  'model_templates',
  {
    id: identityId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    avatar: text('avatar'),
    price: amount('price').notNull(),
    area: amount('area'),
    modelFile: text('model_file').notNull(),
    /** The top-level category select-model opens with. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    resourceUrl: text('resource_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('model_templates_category_price_idx').on(t.categoryId, t.price),
    index('model_templates_sub_category_idx').on(t.subCategoryId),
  ],
);

/** A part of a template's model; `name` is the glb mesh node. */
export const modelTemplateMeshes = pgTable(
  'model_template_meshes',
  {
    id: identityId(),
    templateId: idRef('template_id')
      .notNull()
      .references(() => modelTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    avatar: text('avatar'),
    price: amount('price').notNull().default('0'),
    required: boolean('required').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('model_template_meshes_template_idx').on(t.templateId)],
);

/** A material one part can wear; `file` is the texture image. */
export const modelTemplateTextures = pgTable(
  'model_template_textures',
  {
    id: identityId(),
    meshId: idRef('mesh_id')
      .notNull()
      .references(() => modelTemplateMeshes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatar: text('avatar'),
    price: amount('price').notNull().default('0'),
    file: text('file').notNull(),
  },
  (t) => [index('model_template_textures_mesh_idx').on(t.meshId)],
);
