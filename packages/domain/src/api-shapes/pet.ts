import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { createdNftShape, createNftPayload } from './create-nft.ts';
import { idText, pageParam } from './query-params.ts';

const lastOf = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** One part of a pet combo (R-DATA-11): the part id, its texture id, and how to draw it. */
export const petComboPartShape = z
  .object({
    id: z.number().int().describe('the part (mesh) id'),
    textureId: z.number().int().nullable().describe("null: the part keeps the model's own look"),
    meshName: z.string().describe('the glb mesh node'),
    partTitle: z.string(),
    partAvatar: z.string().nullable(),
    textureName: z.string().nullable(),
    textureFile: z.string().nullable(),
  })
  .meta({ id: 'PetComboPart' });
export type PetComboPart = z.output<typeof petComboPartShape>;

/** A pet model: the glb whose parts the combos pick and dress. */
export const petModelShape = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    avatar: z.string().nullable(),
    modelFile: z.string(),
    price: z.string().describe('USDT; the price of each NFT created from its combos'),
    categoryId: z.number().int(),
    categoryName: z.string(),
    subCategoryId: z.number().int().nullable(),
    subCategoryName: z.string().nullable(),
    /** Mesh names of the model's parts (the viewer hides the ones a combo leaves out). */
    partNames: z.array(z.string()),
    totalCombos: z.number().int(),
    createdCombos: z.number().int(),
  })
  .meta({ id: 'PetModel' });
export type PetModel = z.output<typeof petModelShape>;

/** A pet combo (R-DATA-11) with its link to the NFT created from it (null until created). */
export const petComboShape = z
  .object({
    id: z.number().int(),
    name: z.string(),
    collectionName: z.string(),
    data: z.array(petComboPartShape),
    model: petModelShape.pick({ id: true, name: true, title: true, modelFile: true, partNames: true }),
    nftId: z.string().nullable(),
    glbUrl: z.string().nullable(),
  })
  .meta({ id: 'PetCombo' });
export type PetCombo = z.output<typeof petComboShape>;

/** `GET /api/v1/pet-combos` (R-API-15): query model_id, page, limit=8. */
export const petComboListQuery = z.object({
  model_id: z.preprocess(lastOf, idText),
  page: pageParam,
  limit: z.preprocess(
    lastOf,
    z
      .string()
      .regex(/^\d{1,2}$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(z.number().int().min(1).max(PAGE_SIZE.petCombos))
      .default(PAGE_SIZE.petCombos),
  ),
});
export type PetComboListQuery = z.output<typeof petComboListQuery>;

/** The spec's answer: results, totalResults, totalPages. */
export const petComboPage = z
  .object({
    results: z.array(petComboShape),
    totalResults: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  })
  .meta({ id: 'PetComboPage' });
export type PetComboPage = z.output<typeof petComboPage>;

/**
 * `POST /api/v1/pet-combos/{id}/nft`: the spec's link call, made atomic with the creation. The body
 * is add-nft's JSON payload; a combo already linked answers its NFT (`created: false`).
 */
export const petComboCreateBody = createNftPayload;

export const petComboCreateAnswer = z
  .object({
    created: z.boolean().describe('false: the combo was linked before; nothing new was created'),
    nft: createdNftShape,
    combo: petComboShape,
  })
  .meta({ id: 'PetComboCreateAnswer' });
export type PetComboCreateAnswer = z.output<typeof petComboCreateAnswer>;

/** `POST /api/v1/nft/{id}/publish`: the exported model and its picture, both our own uploads. */
export const publishNftBody = z
  .object({
    glbUrl: z.string().min(1).max(500),
    imageUrl: z.string().min(1).max(500),
  })
  .meta({ id: 'PublishNftBody' });
export type PublishNftBody = z.output<typeof publishNftBody>;

export const publishNftAnswer = z
  .object({
    id: z.string(),
    glbUrl: z.string(),
    image: z.string(),
    publishedAt: z.string().describe('ISO time'),
  })
  .meta({ id: 'PublishNftAnswer' });
export type PublishNftAnswer = z.output<typeof publishNftAnswer>;
