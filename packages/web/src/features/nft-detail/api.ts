import type { NftDetail, NftHistoryPage, NftMoreItems } from '@vrmarket/domain';
import { PAGE_SIZE } from '@vrmarket/domain';
import { ApiError } from '../../api/ApiError.ts';
import { api, read } from '../../api/client.ts';

/** The NFT, or null when the api has none with that id (the screen then goes to /not-found). */
export async function fetchNftDetail(id: string, signal?: AbortSignal): Promise<NftDetail | null> {
  try {
    return await read(api.GET('/api/v1/nft/{id}', { params: { path: { id } }, signal }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The history request: limit 10, page 1, with the token id and contract (spec). */
export const nftHistoryParams = (nft: Pick<NftDetail, 'id' | 'tokenId' | 'contractAddress'>) => ({
  path: { id: nft.id },
  query: {
    limit: PAGE_SIZE.history,
    page: 1,
    tokenId: nft.tokenId ?? undefined,
    contractAddress: nft.contractAddress ?? undefined,
  },
});

export function fetchNftHistory(nft: NftDetail, signal?: AbortSignal): Promise<NftHistoryPage> {
  return read(api.GET('/api/v1/nft/{id}/history', { params: nftHistoryParams(nft), signal }));
}

export async function fetchNftSource(id: string, signal?: AbortSignal): Promise<string | null> {
  const answer = await read(api.GET('/api/v1/nft/{id}/source', { params: { path: { id } }, signal }));
  return answer.data.resourceUrl;
}

export function fetchMoreItems(id: string, signal?: AbortSignal): Promise<NftMoreItems> {
  return read(
    api.GET('/api/v1/nft/{id}/more-items', {
      params: { path: { id }, query: { limit: PAGE_SIZE.other } },
      signal,
    }),
  );
}

/** The api re-reads owner and token URI from the chain and answers the updated NFT. */
export function refreshNftMetadata(id: string): Promise<NftDetail> {
  return read(api.POST('/api/v1/nft/{id}/refresh-metadata', { params: { path: { id } } }));
}
