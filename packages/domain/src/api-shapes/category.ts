import { z } from 'zod';

/** A category as `GET /api/v1/categories` answers it. */
export const categoryShape = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    avatar: z.string().nullable(),
    thumbnailLarge: z.string().nullable(),
    parentCategoryId: z.number().int().nullable(),
    nftCategoryId: z.number().int().nullable(),
    active: z.boolean(),
    showOnMarket: z.boolean(),
    order: z.number().int(),
  })
  .meta({ id: 'Category' });
export type Category = z.output<typeof categoryShape>;

/** `GET /api/v1/map-nft-category`: the spec's own field names (id, title, children of id + category_title). */
export const categoryTreeNodeShape = z
  .object({
    id: z.number().int(),
    title: z.string(),
    children: z.array(z.object({ id: z.number().int(), category_title: z.string() })),
  })
  .meta({ id: 'CategoryTreeNode' });
export type CategoryTreeNode = z.output<typeof categoryTreeNodeShape>;

/** `GET /api/v1/configs/currency`: one entry per category. */
export const currencyConfigShape = z
  .object({
    categoryId: z.number().int(),
    currencySelling: z.string().describe("dash-separated currencies a seller may pick, e.g. 'USDT-VRA-aETH'"),
    currencyBuying: z.string().describe('dash-separated currencies a buyer may pay with'),
  })
  .meta({ id: 'CategoryCurrencyConfig' });
export type CurrencyConfig = z.output<typeof currencyConfigShape>;

/** `GET /api/v1/configs/category-verified`. */
export const categoryVerifiedShape = z
  .object({
    categoryIds: z.array(z.number().int()).describe('categories whose new NFTs need no admin review'),
  })
  .meta({ id: 'CategoryVerifiedConfig' });
export type CategoryVerified = z.output<typeof categoryVerifiedShape>;
