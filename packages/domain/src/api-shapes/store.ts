import { z } from 'zod';
import { PAGE_SIZE, TEXT_LIMITS } from '../constants.ts';
import { paged } from './page.ts';
import { idParam, limitParam, pageParam, searchParam } from './query-params.ts';

/**
 * A vrStore template (R-DATA-11's template without parts): what the Create vrStore screen
 * shows. `resourceUrl` is its resource index page (the 'Preview vrStore' dialog frames it).
 */
export const storeTemplateShape = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    avatar: z.string().nullable(),
    price: z.string().describe('USDT'),
    area: z.string().nullable().describe('square metres'),
    modelFile: z.string(),
    /** The template's own category: the group's top category or one of its members. */
    modelCategoryId: z.number().int(),
    parentCategoryId: z.number().int(),
    resourceUrl: z.string(),
  })
  .meta({ id: 'StoreTemplate' });
export type StoreTemplate = z.output<typeof storeTemplateShape>;

export const storeTemplatePage = paged(storeTemplateShape).meta({ id: 'StoreTemplatePage' });
export type StoreTemplatePage = z.output<typeof storeTemplatePage>;

/** `GET /api/v1/store-templates`: the templates list's query names (R-API-17), the separate vrStores call. */
export const storeTemplateListQuery = z.object({
  page: pageParam,
  per_page: limitParam(PAGE_SIZE.other),
  sort_column: z.enum(['price']).default('price'),
  sort_direction: z.enum(['asc', 'desc']).default('asc'),
  keyword: searchParam,
  category_id: idParam,
  sub_category_id: idParam,
});
export type StoreTemplateListQuery = z.output<typeof storeTemplateListQuery>;
export type StoreTemplateListParams = Partial<{
  page: number;
  per_page: number;
  sort_direction: 'asc' | 'desc';
  keyword: string;
  category_id: number;
  sub_category_id: number;
}>;

/**
 * `POST /api/v1/vr-stores` (R-API-13: name, model id, social id, category name).
 * The social id is the caller's sign-in; a body naming another one is refused.
 */
export const createStoreBody = z.object({
  name: z.string().trim().min(1).max(TEXT_LIMITS.title),
  model_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  social_id: z.string().max(200).optional(),
  category_name: z.string().trim().min(1).max(100),
});
export type CreateStoreBody = z.input<typeof createStoreBody>;

/** `data.url`: the store's page; its last path segment names the store. */
export const createStoreAnswer = z
  .object({ status_code: z.literal(200), data: z.object({ url: z.string() }) })
  .meta({ id: 'CreateStoreAnswer' });
export type CreateStoreAnswer = z.output<typeof createStoreAnswer>;

/** A store's id: the last path segment of `data.url`. */
export const storeIdText = z.string().regex(/^[a-z0-9]{12,40}$/);

/** `POST /api/v1/vr-stores/{storeId}/created`: marks the store created (its NFT exists). */
export const markStoreCreatedBody = z.object({ category_name: z.string().trim().min(1).max(100) });

export const markStoreCreatedAnswer = z
  .object({
    status_code: z.literal(200),
    data: z.object({ url: z.string(), nftId: z.string(), createdAt: z.string() }),
  })
  .meta({ id: 'MarkStoreCreatedAnswer' });
export type MarkStoreCreatedAnswer = z.output<typeof markStoreCreatedAnswer>;

/** The last path segment of a store url (`data.url`), or null when it names no store. */
export function storeIdOfUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /^\/vr-stores\/([a-z0-9]{12,40})\/?$/.exec(path);
  return match?.[1] ?? null;
}
