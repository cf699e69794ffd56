import type { Category, CategoryTreeNode, CurrencyConfig } from '@vrmarket/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSettings, categories, categoryCurrencyConfigs } from '../../db/schema/index.ts';
import {
  APP_SETTING_DEFAULTS,
  type AppSettingKey,
  type AppSettings,
  appSettingSchemas,
  type CategoryListQuery,
} from './schema.ts';

export type CategoryService = ReturnType<typeof createCategoryService>;

export function createCategoryService({ db }: { db: Db }) {
  return {
    /** Active categories, by their display order. */
    async list(filter: CategoryListQuery = {}): Promise<Category[]> {
      const conditions: SQL[] = [eq(categories.active, true)];
      if (filter.showOnMarket !== undefined)
        conditions.push(eq(categories.showOnMarket, filter.showOnMarket));
      if (filter.parentId !== undefined) conditions.push(eq(categories.parentCategoryId, filter.parentId));
      return db
        .select()
        .from(categories)
        .where(and(...conditions))
        .orderBy(asc(categories.order), asc(categories.id));
    },

    /** Active top-level categories with their active sub-categories. */
    async tree(): Promise<CategoryTreeNode[]> {
      const rows = await db
        .select({ id: categories.id, title: categories.title, parentId: categories.parentCategoryId })
        .from(categories)
        .where(eq(categories.active, true))
        .orderBy(asc(categories.order), asc(categories.id));
      const roots = new Map<number, CategoryTreeNode>();
      for (const row of rows) {
        if (row.parentId === null) roots.set(row.id, { id: row.id, title: row.title, children: [] });
      }
      for (const row of rows) {
        if (row.parentId !== null)
          roots.get(row.parentId)?.children.push({ id: row.id, category_title: row.title });
      }
      return [...roots.values()];
    },

    async currencyConfigs(): Promise<CurrencyConfig[]> {
      return db.select().from(categoryCurrencyConfigs).orderBy(asc(categoryCurrencyConfigs.categoryId));
    },

    /** The operator settings; a missing or malformed value falls back to its default. */
    async settings(): Promise<AppSettings> {
      const keys = Object.keys(appSettingSchemas) as AppSettingKey[];
      const rows = await db.select().from(appSettings).where(inArray(appSettings.key, keys));
      const settings: Record<string, unknown> = { ...APP_SETTING_DEFAULTS };
      for (const row of rows) {
        const parsed = appSettingSchemas[row.key as AppSettingKey].safeParse(row.value);
        if (parsed.success) settings[row.key] = parsed.data;
      }
      return settings as AppSettings;
    },
  };
}
