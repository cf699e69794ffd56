import type { Category, CategoryTreeNode } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

type CategoryFilter = { showOnMarket?: boolean; parentId?: number };

/** The query `listCategories` sends for `filter`: the api reads the flag as text. */
export function categoryQuery({ showOnMarket, parentId }: CategoryFilter = {}) {
  const query: { showOnMarket?: 'true' | 'false'; parentId?: number } = { parentId };
  if (showOnMarket !== undefined) query.showOnMarket = showOnMarket ? 'true' : 'false';
  return query;
}

/** `GET /api/v1/categories`: active categories in display order. */
export function listCategories(filter: CategoryFilter = {}): Promise<Category[]> {
  return read(api.GET('/api/v1/categories', { params: { query: categoryQuery(filter) } }));
}

/** `GET /api/v1/map-nft-category`: top-level categories with their sub-categories. */
export function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  return read(api.GET('/api/v1/map-nft-category'));
}
