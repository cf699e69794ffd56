import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { FavouritesParams } from '@vrmarket/domain';
import { apiKey, apiKeyPrefix } from '../../api/queryKeys.ts';
import { toApiQuery } from '../nfts/listParams.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { likeNft, listFavourites, unlikeNft } from './api.ts';

/** The signed-in viewer's favourites: keyed by `viewer` (useViewerKey), so a next user never sees them. */
export const favouritesQuery = (params: FavouritesParams, viewer: string) =>
  queryOptions({
    queryKey: apiKey('/api/v1/favorite-items', { query: toApiQuery(params) }, viewer),
    queryFn: ({ signal }) => listFavourites(params, signal),
    placeholderData: keepPreviousData,
  });

/** Like when `liked` is the wanted state, unlike otherwise. */
export const favouriteToggleMutation = () => ({
  mutationFn: ({ nftId, liked }: { nftId: string; liked: boolean }) =>
    liked ? likeNft(nftId) : unlikeNft(nftId),
});

/**
 * After a like or unlike: favourite lists on screen (the favourites page, the profile's tab) ask
 * again; NFT lists only go stale, so their hearts are right when next shown without reloading
 * every list on screen for one click.
 */
export function refreshAfterLike(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/favorite-items') }),
    client.invalidateQueries({ ...nftListQueries(), refetchType: 'none' }),
  ]).then(() => undefined);
}
