import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NftListParams, TrendingListParams } from '@vrmarket/domain';
import { listNfts, listTrendingNfts } from './api.ts';

export const nftKeys = {
  all: ['nfts'] as const,
  list: (params: NftListParams) => ['nfts', 'list', params] as const,
  trending: (params: TrendingListParams) => ['nfts', 'trending', params] as const,
};

export const nftListQueryOptions = (params: NftListParams) =>
  queryOptions({
    queryKey: nftKeys.list(params),
    queryFn: ({ signal }) => listNfts(params, signal),
    placeholderData: keepPreviousData,
  });

export const trendingListQueryOptions = (params: TrendingListParams) =>
  queryOptions({
    queryKey: nftKeys.trending(params),
    queryFn: ({ signal }) => listTrendingNfts(params, signal),
    placeholderData: keepPreviousData,
  });
