import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { paged } from './page.ts';
import { idParam, limitParam, pageParam, searchParam } from './query-params.ts';

/** A part of a template's model: `name` is the glb mesh node it swaps. */
export const templateMeshShape = z
  .object({
    id: z.number().int(),
    title: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    price: z.string().describe('USDT'),
    required: z.boolean(),
  })
  .meta({ id: 'TemplateMesh' });
export type TemplateMesh = z.output<typeof templateMeshShape>;

/** A material of one part (`meshId`): `file` is the texture image applied to that mesh. */
export const templateTextureShape = z
  .object({
    id: z.number().int(),
    meshId: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    price: z.string().describe('USDT'),
    file: z.string(),
  })
  .meta({ id: 'TemplateTexture' });
export type TemplateTexture = z.output<typeof templateTextureShape>;

/** A 3D model template (R-DATA-11). `parentCategoryId` is the top-level category select-model opens. */
export const templateShape = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    avatar: z.string().nullable(),
    price: z.string().describe('base price in USDT'),
    area: z.string().nullable().describe('square metres'),
    modelFile: z.string(),
    modelCategoryId: z.number().int(),
    parentCategoryId: z.number().int(),
    resourceUrl: z.string().nullable(),
    modelMeshes: z.array(templateMeshShape),
    modelTextures: z.array(templateTextureShape),
  })
  .meta({ id: 'Template' });
export type Template = z.output<typeof templateShape>;

export const templatePage = paged(templateShape).meta({ id: 'TemplatePage' });
export type TemplatePage = z.output<typeof templatePage>;

/** `GET /api/v1/templates`: the spec's query names; only price sorts. */
export const templateListQuery = z.object({
  page: pageParam,
  per_page: limitParam(PAGE_SIZE.other),
  sort_column: z.enum(['price']).default('price'),
  sort_direction: z.enum(['asc', 'desc']).default('asc'),
  keyword: searchParam,
  category_id: idParam,
  sub_category_id: idParam,
});
export type TemplateListQuery = z.output<typeof templateListQuery>;
export type TemplateListParams = Partial<{
  page: number;
  per_page: number;
  sort_direction: 'asc' | 'desc';
  keyword: string;
  category_id: number;
  sub_category_id: number;
}>;

/** `GET /api/v1/map-model3d-categories`: categories that hold templates, with their counts. */
export const templateCategoryShape = z
  .object({ id: z.number().int(), name: z.string(), title: z.string(), total: z.number().int() })
  .meta({ id: 'TemplateCategory' });
export type TemplateCategory = z.output<typeof templateCategoryShape>;
