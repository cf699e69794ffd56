import { z } from 'zod';

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
