import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CollectionListParams, VolumePeriod } from '@vrmarket/domain';
import { fetchCollection, fetchCollectionActivity, listCollections, listTopCollections } from './api.ts';

export const collectionKeys = {
  all: ['collections'] as const,
  list: (params: CollectionListParams) => ['collections', 'list', params] as const,
};

/**
 * The top collections; with a search text the collection list filtered by name instead (the
 * top-collections call takes no keyword).
 */
export type TopCollectionsParams = { page: number; limit: number; period: VolumePeriod; search?: string };

export const topCollectionsQuery = (params: TopCollectionsParams) =>
  queryOptions({
    queryKey: ['collections', 'top', params] as const,
    queryFn: () => {
      const { search, period, ...paging } = params;
      return search
        ? listCollections({ ...paging, keyword: search })
        : listTopCollections({ ...paging, period });
    },
    placeholderData: keepPreviousData,
  });

/** A page of collections, e.g. one creator's (the profile's My Collections tab). */
export const collectionListQuery = (params: CollectionListParams) =>
  queryOptions({
    queryKey: collectionKeys.list(params),
    queryFn: ({ signal }) => listCollections(params, signal),
    placeholderData: keepPreviousData,
  });

export const collectionQuery = (id: string) =>
  queryOptions({ queryKey: ['collections', 'detail', id] as const, queryFn: () => fetchCollection(id) });

export const collectionActivityQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['collections', 'activity', id, page] as const,
    queryFn: ({ signal }) => fetchCollectionActivity(id, page, signal),
    placeholderData: keepPreviousData,
  });
