import { z } from 'zod';

export const categorySchema = z
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
export type Category = z.infer<typeof categorySchema>;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const categoryListQuerySchema = z.object({
  showOnMarket: booleanParam
    .optional()
    .describe('only categories shown (true) or hidden (false) on the market'),
  parentId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('only the sub-categories of this category'),
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** Tree entry with the spec's own field names (id, title, children of id + category_title). */
export const categoryTreeNodeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    children: z.array(z.object({ id: z.number().int(), category_title: z.string() })),
  })
  .meta({ id: 'CategoryTreeNode' });
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;

export const currencyConfigSchema = z
  .object({
    categoryId: z.number().int(),
    currencySelling: z.string().describe("dash-separated currencies a seller may pick, e.g. 'USDT-VRA-aETH'"),
    currencyBuying: z.string().describe('dash-separated currencies a buyer may pay with'),
  })
  .meta({ id: 'CategoryCurrencyConfig' });
export type CurrencyConfig = z.infer<typeof currencyConfigSchema>;

export const categoryVerifiedSchema = z
  .object({
    categoryIds: z.array(z.number().int()).describe('categories whose new NFTs need no admin review'),
  })
  .meta({ id: 'CategoryVerifiedConfig' });

const categoryIds = z.array(z.number().int());

/** Keys of the app_settings table and the shape of each value (jsonb). */
export const appSettingSchemas = {
  ALLOW_TRADING: categoryIds,
  ALLOW_CREATING: categoryIds,
  NORMAL_CATEGORIES: categoryIds,
  CATEGORY_VERIFIED: categoryIds,
  RECOMMEND_AVAILABLE: z.boolean(),
} as const;
export type AppSettingKey = keyof typeof appSettingSchemas;
export type AppSettings = { [K in AppSettingKey]: z.infer<(typeof appSettingSchemas)[K]> };

export const APP_SETTING_DEFAULTS: AppSettings = {
  ALLOW_TRADING: [],
  ALLOW_CREATING: [],
  NORMAL_CATEGORIES: [],
  CATEGORY_VERIFIED: [],
  RECOMMEND_AVAILABLE: false,
};

export const appConfigSchema = z
  .object({
    allowBuy: z.boolean(),
    checkWhitelist: z.boolean(),
    allowCreateCollection: z.boolean(),
    allowTrading: categoryIds.describe('ALLOW_TRADING: categories whose NFTs may be traded'),
    allowCreating: categoryIds.describe('ALLOW_CREATING: categories open for creation'),
    normalCategories: categoryIds.describe('NORMAL_CATEGORIES: categories a non-pro user may create in'),
    recommendAvailable: z.boolean(),
    chainId: z.number().int(),
    contracts: z
      .record(z.string(), z.string())
      .nullable()
      .describe('contract name → address on the chain; null until the contracts are deployed'),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;
