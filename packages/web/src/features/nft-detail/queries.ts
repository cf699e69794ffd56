import { queryOptions } from '@tanstack/react-query';
import { type NftDetail, PAGE_SIZE } from '@vrmarket/domain';
import { apiKey, apiQueries } from '../../api/queryKeys.ts';
import { fetchMoreItems, fetchNftDetail, fetchNftHistory, fetchNftSource, nftHistoryParams } from './api.ts';

/** Everything cached about one NFT: its detail, history, source, more items and price history. */
export const nftQueries = (id: string) =>
  apiQueries(
    [
      '/api/v1/nft/{id}',
      '/api/v1/nft/{id}/history',
      '/api/v1/nft/{id}/source',
      '/api/v1/nft/{id}/more-items',
      '/api/v1/nft/{id}/price-history',
    ],
    { path: { id } },
  );

/** The answer is personalised (isFavorite), so it is cached per viewer. */
export const nftDetailKey = (id: string, viewer: string) =>
  apiKey('/api/v1/nft/{id}', { path: { id } }, viewer);

export const nftDetailQuery = (id: string, viewer: string) =>
  queryOptions({
    queryKey: nftDetailKey(id, viewer),
    queryFn: ({ signal }) => fetchNftDetail(id, signal),
  });

export const nftHistoryQuery = (nft: NftDetail) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/{id}/history', nftHistoryParams(nft)),
    queryFn: ({ signal }) => fetchNftHistory(nft, signal),
  });

export const nftSourceQuery = (id: string) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/{id}/source', { path: { id } }),
    queryFn: ({ signal }) => fetchNftSource(id, signal),
  });

export const moreItemsQuery = (id: string) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/{id}/more-items', { path: { id }, query: { limit: PAGE_SIZE.other } }),
    queryFn: ({ signal }) => fetchMoreItems(id, signal),
  });
