import { apiFetch } from '../../api/client.ts';

/** A category as `GET /api/v1/categories` returns it. */
export interface Category {
  id: number;
  name: string;
  title: string;
  avatar: string | null;
  thumbnailLarge: string | null;
  parentCategoryId: number | null;
  nftCategoryId: number | null;
  active: boolean;
  showOnMarket: boolean;
  order: number;
}

/** A top-level category with its sub-categories (`GET /api/v1/map-nft-category`). */
export interface CategoryTreeNode {
  id: number;
  title: string;
  children: { id: number; category_title: string }[];
}

export function listCategories(
  filter: { showOnMarket?: boolean; parentId?: number } = {},
): Promise<Category[]> {
  return apiFetch<Category[]>('/v1/categories', { query: filter });
}

export function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  return apiFetch<CategoryTreeNode[]>('/v1/map-nft-category');
}
