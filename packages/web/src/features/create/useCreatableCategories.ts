import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { categoryQuery, listCategories } from '../categories/api.ts';

const STALE = 10 * 60_000;

/** Every category (top-level and sub), for the select-type grid and the forms' sub categories. */
export const allCategoriesQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/categories', { query: categoryQuery() }),
    queryFn: () => listCategories(),
    staleTime: STALE,
  });

export const useAllCategories = () => useQuery(allCategoriesQuery());
