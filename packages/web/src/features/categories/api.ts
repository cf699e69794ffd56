import type { Category, CategoryTreeNode } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/categories`: active categories in display order. */
export function listCategories(
  filter: { showOnMarket?: boolean; parentId?: number } = {},
): Promise<Category[]> {
  return apiFetch<Category[]>('/v1/categories', { query: filter });
}

/** `GET /api/v1/map-nft-category`: top-level categories with their sub-categories. */
export function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  return apiFetch<CategoryTreeNode[]>('/v1/map-nft-category');
}
