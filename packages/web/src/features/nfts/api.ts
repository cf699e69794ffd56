import type { NftListParams, NftPage, TrendingListParams, TrendingPage } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import { toApiQuery } from './listParams.ts';

/** `GET /api/v1/nft`: the marketplace list with its filters. */
export function listNfts(params: NftListParams, signal?: AbortSignal): Promise<NftPage> {
  return read(api.GET('/api/v1/nft', { params: { query: toApiQuery(params) }, signal }));
}

/** `GET /api/v1/nft/nft-trending/list`: entries of `{ nftId, nftInfo }`. */
export function listTrendingNfts(params: TrendingListParams, signal?: AbortSignal): Promise<TrendingPage> {
  return read(api.GET('/api/v1/nft/nft-trending/list', { params: { query: toApiQuery(params) }, signal }));
}
