import { queryOptions } from '@tanstack/react-query';
import { fetchCategoryTree, listCategories } from './api.ts';

// Categories change only when an operator edits them: cached for the session.
const STALE = 10 * 60_000;

export const marketCategoriesQuery = () =>
  queryOptions({
    queryKey: ['categories', 'market'] as const,
    queryFn: () => listCategories({ showOnMarket: true }),
    staleTime: STALE,
  });

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: ['categories', 'tree'] as const, queryFn: fetchCategoryTree, staleTime: STALE });
