import { queryOptions } from '@tanstack/react-query';
import type { NftDetail } from '@vrmarket/domain';
import { fetchMoreItems, fetchNftDetail, fetchNftHistory, fetchNftSource } from './api.ts';

export const nftDetailKeys = {
  all: ['nft-detail'] as const,
  /** Everything cached about one NFT. */
  nft: (id: string) => ['nft-detail', id] as const,
  /** The answer is personalised (isFavorite), so it is cached per viewer. */
  detail: (id: string, viewer: string) => ['nft-detail', id, 'nft', viewer] as const,
  history: (id: string) => ['nft-detail', id, 'history'] as const,
  source: (id: string) => ['nft-detail', id, 'source'] as const,
  more: (id: string) => ['nft-detail', id, 'more'] as const,
};

export const nftDetailQuery = (id: string, viewer: string) =>
  queryOptions({
    queryKey: nftDetailKeys.detail(id, viewer),
    queryFn: ({ signal }) => fetchNftDetail(id, signal),
  });

export const nftHistoryQuery = (nft: NftDetail) =>
  queryOptions({
    queryKey: nftDetailKeys.history(nft.id),
    queryFn: ({ signal }) => fetchNftHistory(nft, signal),
  });

export const nftSourceQuery = (id: string) =>
  queryOptions({
    queryKey: nftDetailKeys.source(id),
    queryFn: ({ signal }) => fetchNftSource(id, signal),
  });

export const moreItemsQuery = (id: string) =>
  queryOptions({
    queryKey: nftDetailKeys.more(id),
    queryFn: ({ signal }) => fetchMoreItems(id, signal),
  });
