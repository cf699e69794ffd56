import type { Category, CategoryTreeNode } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/categories`: active categories in display order. */
export function listCategories(
  filter: { showOnMarket?: boolean; parentId?: number } = {},
): Promise<Category[]> {
  const { showOnMarket, parentId } = filter;
  // The api reads the flag as text.
  const query: { showOnMarket?: 'true' | 'false'; parentId?: number } = { parentId };
  if (showOnMarket !== undefined) query.showOnMarket = showOnMarket ? 'true' : 'false';
  return read(api.GET('/api/v1/categories', { params: { query } }));
}

/** `GET /api/v1/map-nft-category`: top-level categories with their sub-categories. */
export function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  return read(api.GET('/api/v1/map-nft-category'));
}
