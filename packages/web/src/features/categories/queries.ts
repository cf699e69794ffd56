import { queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { categoryQuery, fetchCategoryTree, listCategories } from './api.ts';

// Categories change only when an operator edits them: cached for the session.
const STALE = 10 * 60_000;

export const marketCategoriesQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/categories', { query: categoryQuery({ showOnMarket: true }) }),
    queryFn: () => listCategories({ showOnMarket: true }),
    staleTime: STALE,
  });

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/map-nft-category'),
    queryFn: fetchCategoryTree,
    staleTime: STALE,
  });
