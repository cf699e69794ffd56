import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CollectionListParams, VolumePeriod } from '@vrmarket/domain';
import { apiKey, apiKeyPrefix, apiQueries } from '../../api/queryKeys.ts';
import {
  collectionActivityParams,
  fetchCollection,
  fetchCollectionActivity,
  listCollections,
  listTopCollections,
} from './api.ts';

/** Every query about collections: lists, top lists, details, activity and daily figures. */
export const collectionQueries = () =>
  apiQueries([
    '/api/v1/collections',
    '/api/v1/collections/top-collections',
    '/api/v1/collections/{id}/details',
    '/api/v1/collections/{id}/activity',
    '/api/v1/collections/{id}/daily',
  ]);

/** Every collection's details (whatever id). */
export const collectionDetailsKey = () => apiKeyPrefix('/api/v1/collections/{id}/details');

/** Every collection's activity (whatever id and page). */
export const collectionActivityKey = () => apiKeyPrefix('/api/v1/collections/{id}/activity');

/**
 * The top collections; with a search text the collection list filtered by name instead (the
 * top-collections call takes no keyword).
 */
export type TopCollectionsParams = { page: number; limit: number; period: VolumePeriod; search?: string };

export const topCollectionsQuery = (params: TopCollectionsParams) => {
  const { search, period, ...paging } = params;
  return queryOptions({
    queryKey: search
      ? apiKey('/api/v1/collections', { query: { ...paging, keyword: search } })
      : apiKey('/api/v1/collections/top-collections', { query: { ...paging, period } }),
    queryFn: () =>
      search ? listCollections({ ...paging, keyword: search }) : listTopCollections({ ...paging, period }),
    placeholderData: keepPreviousData,
  });
};

/** A page of collections, e.g. one creator's (the profile's My Collections tab). */
export const collectionListQuery = (params: CollectionListParams) =>
  queryOptions({
    queryKey: apiKey('/api/v1/collections', { query: params }),
    queryFn: ({ signal }) => listCollections(params, signal),
    placeholderData: keepPreviousData,
  });

export const collectionKey = (id: string | number) =>
  apiKey('/api/v1/collections/{id}/details', { path: { id } });

export const collectionQuery = (id: string) =>
  queryOptions({ queryKey: collectionKey(id), queryFn: () => fetchCollection(id) });

export const collectionActivityQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/collections/{id}/activity', collectionActivityParams(id, page)),
    queryFn: ({ signal }) => fetchCollectionActivity(id, page, signal),
    placeholderData: keepPreviousData,
  });
