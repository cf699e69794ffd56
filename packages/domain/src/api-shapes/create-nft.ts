import { z } from 'zod';
import { nftComponentsShape } from './nft.ts';

/**
 * `POST /api/v1/mp/add-nft` (the create payload, R-DATA-13). File fields hold URLs the upload endpoint
 * answered (`POST /api/v1/uploads`); the api accepts only its own media URLs there. Texts are
 * kept loose here: the api checks them with the creation rules (R-VALID-11 … R-VALID-17) and answers
 * the spec's codes (INVALID_TITLE, INVALID_PRICE, INVALID_SUB_TYPE, INVALID_URL, EMPTY_FILE,
 * PROPERTIES_INVALID).
 */
const text = z.string().max(10_000);
/**
 * A number or its digits. A new schema for each field: a digit-text branch (a pipe) that the
 * document generation has met before is still an empty reference when fastify-type-provider-zod
 * filters empty union branches, so it drops out and the api's OpenAPI document says number only
 * (guarded by api-contract.test.ts).
 */
const positiveId = () =>
  z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
      .transform(Number),
  ]);

export const createNftCategory = z.object({
  categoryId: positiveId(),
  categoryName: text.optional(),
  /** Required when the category has sub categories and the creator is an admin-market user. */
  subCategoryId: positiveId().nullable().optional(),
  subCategoryName: text.nullable().optional(),
});

export const createNftComponents = nftComponentsShape
  .pick({
    model3dName: true,
    model3dTitle: true,
    customTitle: true,
    model3dDescription: true,
    model3dId: true,
  })
  .extend({
    /** Admin-market users only; anybody else's price is forced to '0'. Decimal text. */
    price: z.union([text, z.number()]).optional(),
    /**
     * With `model3dId` (a template of select-model): the ticked parts and each one's chosen
     * material. The api prices the NFT from its own template data (docs/adr), never from the client.
     */
    parts: z
      .array(z.object({ id: z.string().max(20), textureId: z.string().max(20).nullable().optional() }))
      .max(100)
      .optional(),
  });

export const propertyRowShape = z.object({ label: text, value: text });

export const createNftPayload = z
  .object({
    moralisData: z.object({
      components: createNftComponents.default({}),
      category: createNftCategory,
      /** Admin-market users only (else the category's default). */
      currency: text.optional(),
      /** Admin-market users only; forced to false for everybody else. */
      isShow: z.boolean().optional(),
      mintingCurrency: text.optional(),
    }),
    nftData: z.object({
      name: text.optional(),
      title: text,
      /** Poster image URL (the browser's export of the model viewer), shown on cards. */
      avatar: text.optional(),
      cover: text.optional(),
      /** The model's URL (glb/gltf upload). */
      model_file: text.optional(),
      nft_category: text.optional(),
      jsondata: text.optional(),
      /** The media's URL (png/jpeg/mp4/mov/glb/gltf upload). model_file or file_upload is required. */
      file_upload: text.optional(),
      land_planning_id: text.optional(),
      resource_url: text.optional(),
      /** Label/value rows (each both or neither; ≤ 50 characters each). */
      properties: z.array(propertyRowShape).max(100).default([]),
      /** URL of an uploaded png/jpeg (select-model's number plate); kept as components.numberPlateImage. */
      number_plate_image: text.optional(),
      /** URL of an uploaded png/jpeg (the vrLand preview's texture); kept as components.landTexture. */
      land_texture: text.optional(),
      /** Refinement of R-DATA-12: the styles multi-select and the attached link, kept in the properties. */
      styles: z.array(text).max(20).default([]),
      attached_link: text.optional(),
    }),
  })
  .meta({ id: 'CreateNftPayload' });
export type CreateNftPayload = z.input<typeof createNftPayload>;
export type CreateNftInputParsed = z.output<typeof createNftPayload>;

/** The spec's NFT record returned on creation. */
export const createdNftShape = z.object({
  id: z.string(),
  /** Null until minted (lazy minting: the owner's Mint action after verification). */
  tokenId: z.string().nullable(),
  onchain: z.boolean(),
  metadataIpfsUrl: z.string().nullable(),
  contractAddress: z.string().nullable(),
  tokenUri: z.string().nullable(),
  mintingPrice: z.string(),
  mintingCurrency: z.string(),
  glbUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isShow: z.boolean(),
});
export type CreatedNft = z.output<typeof createdNftShape>;

export const createNftAnswer = z
  .object({ status_code: z.literal(200), data: z.object({ nft: createdNftShape }) })
  .meta({ id: 'CreateNftAnswer' });
export type CreateNftAnswer = z.output<typeof createNftAnswer>;
