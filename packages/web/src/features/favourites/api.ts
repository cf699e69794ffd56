import type { FavouritesPage, FavouritesParams } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import { toApiQuery } from '../nfts/listParams.ts';

export function listFavourites(params: FavouritesParams, signal?: AbortSignal): Promise<FavouritesPage> {
  return read(api.GET('/api/v1/favorite-items', { params: { query: toApiQuery(params) }, signal }));
}

export function likeNft(nftId: string): Promise<unknown> {
  return read(api.POST('/api/v1/favorite-items', { body: { nftId } }));
}

export function unlikeNft(nftId: string): Promise<unknown> {
  return read(api.DELETE('/api/v1/favorite-items', { body: { nftId } }));
}
