import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FavouritesParams } from '@vrmarket/domain';
import { likeNft, listFavourites, unlikeNft } from './api.ts';

export const favouriteKeys = { all: ['favourites'] as const };

export const favouritesQuery = (params: FavouritesParams) =>
  queryOptions({
    queryKey: ['favourites', params] as const,
    queryFn: ({ signal }) => listFavourites(params, signal),
    placeholderData: keepPreviousData,
  });

/** Like when `liked` is the wanted state, unlike otherwise. */
export const favouriteToggleMutation = () => ({
  mutationFn: ({ nftId, liked }: { nftId: string; liked: boolean }) =>
    liked ? likeNft(nftId) : unlikeNft(nftId),
});
