import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchCollection, listCollections, listTopCollections } from './api.ts';

/**
 * The top collections; with a search text the collection list filtered by name instead (the
 * top-collections call takes no keyword).
 */
export const topCollectionsQuery = (params: { page: number; limit: number; search?: string }) =>
  queryOptions({
    queryKey: ['collections', 'top', params] as const,
    queryFn: () => {
      const { search, ...paging } = params;
      return search ? listCollections({ ...paging, keyword: search }) : listTopCollections(paging);
    },
    placeholderData: keepPreviousData,
  });

export const collectionQuery = (id: string) =>
  queryOptions({ queryKey: ['collections', 'detail', id] as const, queryFn: () => fetchCollection(id) });
