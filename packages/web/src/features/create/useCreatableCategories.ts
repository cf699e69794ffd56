import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategories } from '../categories/api.ts';

const STALE = 10 * 60_000;

/** Every category (top-level and sub), for the select-type grid and the forms' sub categories. */
export const allCategoriesQuery = () =>
  queryOptions({
    queryKey: ['categories', 'all'] as const,
    queryFn: () => listCategories(),
    staleTime: STALE,
  });

export const useAllCategories = () => useQuery(allCategoriesQuery());
