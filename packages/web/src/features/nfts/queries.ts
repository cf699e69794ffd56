import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NftListParams, TrendingListParams } from '@vrmarket/domain';
import { apiKey, apiQueries } from '../../api/queryKeys.ts';
import { listNfts, listTrendingNfts } from './api.ts';
import { toApiQuery } from './listParams.ts';

/** Every list of NFTs: the marketplace list (with any filter) and the trending list. */
export const nftListQueries = () => apiQueries(['/api/v1/nft', '/api/v1/nft/nft-trending/list']);

export const nftListQueryOptions = (params: NftListParams) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft', { query: toApiQuery(params) }),
    queryFn: ({ signal }) => listNfts(params, signal),
    placeholderData: keepPreviousData,
  });

export const trendingListQueryOptions = (params: TrendingListParams) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/nft-trending/list', { query: toApiQuery(params) }),
    queryFn: ({ signal }) => listTrendingNfts(params, signal),
    placeholderData: keepPreviousData,
  });
