import {
  type ActivityPage,
  type Collection,
  type CollectionListParams,
  type CollectionPage,
  PAGE_SIZE,
  type VolumePeriod,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/collections/top-collections` (4 a page on the landing), ranked by volume in the period. */
export function listTopCollections(params: {
  page: number;
  limit: number;
  period: VolumePeriod;
}): Promise<CollectionPage> {
  return apiFetch<CollectionPage>('/v1/collections/top-collections', { query: params });
}

/** `GET /api/v1/collections`: by creator wallet and/or a keyword matching the collection name. */
export function listCollections(params: CollectionListParams, signal?: AbortSignal): Promise<CollectionPage> {
  return apiFetch<CollectionPage>('/v1/collections', { query: params, signal });
}

/** `GET /api/v1/collections/{id}/details`. */
export function fetchCollection(id: string): Promise<Collection> {
  return apiFetch<Collection>(`/v1/collections/${encodeURIComponent(id)}/details`);
}

/** `GET /api/v1/collections/{id}/activity`: sales, listings and transfers of its items. */
export function fetchCollectionActivity(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return apiFetch<ActivityPage>(`/v1/collections/${id}/activity`, {
    query: { page, limit: PAGE_SIZE.activity },
    signal,
  });
}
