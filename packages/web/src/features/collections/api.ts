import {
  type ActivityPage,
  type Collection,
  type CollectionListParams,
  type CollectionPage,
  PAGE_SIZE,
  type VolumePeriod,
} from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/collections/top-collections` (4 a page on the landing), ranked by volume in the period. */
export function listTopCollections(params: {
  page: number;
  limit: number;
  period: VolumePeriod;
}): Promise<CollectionPage> {
  return read(api.GET('/api/v1/collections/top-collections', { params: { query: params } }));
}

/** `GET /api/v1/collections`: by creator wallet and/or a keyword matching the collection name. */
export function listCollections(params: CollectionListParams, signal?: AbortSignal): Promise<CollectionPage> {
  return read(api.GET('/api/v1/collections', { params: { query: params }, signal }));
}

/** `GET /api/v1/collections/{id}/details`. */
export function fetchCollection(id: string): Promise<Collection> {
  return read(api.GET('/api/v1/collections/{id}/details', { params: { path: { id } } }));
}

/** A page of a collection's activity: the path and query `fetchCollectionActivity` sends. */
export const collectionActivityParams = (id: number, page: number) => ({
  path: { id },
  query: { page, limit: PAGE_SIZE.activity },
});

/** `GET /api/v1/collections/{id}/activity`: sales, listings and transfers of its items. */
export function fetchCollectionActivity(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return read(
    api.GET('/api/v1/collections/{id}/activity', { params: collectionActivityParams(id, page), signal }),
  );
}
