import { useQuery } from '@tanstack/react-query';
import type { TraitScope } from './api.ts';
import { traitCountsQuery } from './queries.ts';

/** The trait counts of a category or collection; idle without one. */
export function useTraitCounts(scope: TraitScope | undefined) {
  return useQuery({ ...traitCountsQuery(scope ?? { categoryId: 0 }), enabled: scope !== undefined });
}
