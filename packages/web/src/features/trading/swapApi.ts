import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Nft, NftPage, SwapAvailableQuery, SwapKeyIssued, SwapStatusAnswer } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import { apiKey } from '../../api/queryKeys.ts';

/*
 * The swap calls without any chain code, so the detail screen can ask whether a partner exists
 * (Swap's disabled state) without loading the trading chunk.
 */

/** What the SELECT NFTS picker sends: the api's swap-available query. */
export type SwapAvailableParams = SwapAvailableQuery;

/** `GET swap-nft/{id}/list-swap-available`: the SwapDesk NFTs this one can be swapped for. */
export const fetchSwapAvailable = (
  nft: Pick<Nft, 'id'>,
  query: SwapAvailableParams,
  signal?: AbortSignal,
): Promise<NftPage> =>
  read(
    api.GET('/api/v1/nft/swap-nft/{id}/list-swap-available', {
      params: { path: { id: nft.id }, query },
      signal,
    }),
  );

/** `GET swap-nft/{id}/check-status`: whether a swap key must be requested first. */
export const checkSwapStatus = (nft: Pick<Nft, 'id'>): Promise<SwapStatusAnswer> =>
  read(api.GET('/api/v1/nft/swap-nft/{id}/check-status', { params: { path: { id: nft.id } } }));

/** `POST swap-nft/{id}/{tokenId}`: the api signs a key for this pair. */
export const requestSwapKey = (nft: Pick<Nft, 'id'>, tokenId: string): Promise<SwapKeyIssued> =>
  read(api.POST('/api/v1/nft/swap-nft/{id}/{tokenId}', { params: { path: { id: nft.id, tokenId } } }));

/** A page of the NFTs this one can be swapped for (the picker's grid; a limit of 1 asks whether any exist). */
export const swapPartnersQuery = (nft: Pick<Nft, 'id'>, params: SwapAvailableParams) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/swap-nft/{id}/list-swap-available', {
      path: { id: nft.id },
      query: params,
    }),
    queryFn: ({ signal }) => fetchSwapAvailable(nft, params, signal),
    placeholderData: keepPreviousData,
  });
