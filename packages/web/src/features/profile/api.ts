import { queryOptions } from '@tanstack/react-query';
import type { CollectionPage, FavouritesPage, NftPage } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** One page of each profile tab; its `total` is the count shown on the tab. */
export const PROFILE_TAB_PAGE = 8;

export const myNftsQuery = (owner: string | null) =>
  queryOptions({
    queryKey: ['profile', 'nfts', owner],
    queryFn: ({ signal }) =>
      apiFetch<NftPage>('/v1/nft', {
        query: { ownerAddress: owner, page: 1, limit: PROFILE_TAB_PAGE },
        signal,
      }),
    enabled: owner !== null,
  });

export const myCollectionsQuery = (creator: string | null) =>
  queryOptions({
    queryKey: ['profile', 'collections', creator],
    queryFn: ({ signal }) =>
      apiFetch<CollectionPage>('/v1/collections', {
        query: { creatorAddress: creator, page: 1, limit: PROFILE_TAB_PAGE },
        signal,
      }),
    enabled: creator !== null,
  });

export const myFavouritesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['profile', 'favourites', userId],
    queryFn: ({ signal }) =>
      apiFetch<FavouritesPage>('/v1/favorite-items', { query: { page: 1, limit: PROFILE_TAB_PAGE }, signal }),
    enabled: userId !== null,
  });
