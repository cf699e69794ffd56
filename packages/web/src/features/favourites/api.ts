import type { FavouritesPage, FavouritesParams } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';
import { toApiQuery } from '../nfts/listParams.ts';

/** `GET /api/v1/favorite-items`: `{ data: [{ nft }], total, page, limit }`. */
export function listFavourites(params: FavouritesParams, signal?: AbortSignal): Promise<FavouritesPage> {
  return apiFetch<FavouritesPage>('/v1/favorite-items', { query: toApiQuery(params), signal });
}

export function likeNft(nftId: string): Promise<unknown> {
  return apiFetch('/v1/favorite-items', { method: 'POST', json: { nftId } });
}

export function unlikeNft(nftId: string): Promise<unknown> {
  return apiFetch('/v1/favorite-items', { method: 'DELETE', json: { nftId } });
}
