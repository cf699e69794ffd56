import { queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchTraitCounts, type TraitScope } from './api.ts';

/** Counts follow sales and mints: kept a short while, refetched when the panel shows again. */
export const traitCountsQuery = (scope: TraitScope) =>
  queryOptions({
    queryKey: apiKey('/api/v1/traits', { query: scope }),
    queryFn: ({ signal }) => fetchTraitCounts(scope, signal),
    staleTime: 30_000,
  });
