import type { TraitCounts } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

export type TraitScope = { categoryId: number } | { collectionId: number };

/** `GET /api/v1/traits`: trait types → values with counts, of one category or collection. */
export function fetchTraitCounts(scope: TraitScope, signal?: AbortSignal): Promise<TraitCounts> {
  return read(api.GET('/api/v1/traits', { params: { query: scope }, signal }));
}
