import type { NftDetail, NftHistoryPage, NftMoreItems, NftSource } from '@vrmarket/domain';
import { PAGE_SIZE } from '@vrmarket/domain';
import { ApiError } from '../../api/ApiError.ts';
import { apiFetch } from '../../api/client.ts';

const base = (id: string) => `/v1/nft/${encodeURIComponent(id)}`;

/** The NFT, or null when the api has none with that id (the screen then goes to /not-found). */
export async function fetchNftDetail(id: string, signal?: AbortSignal): Promise<NftDetail | null> {
  try {
    return await apiFetch<NftDetail>(base(id), { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** History of the token: limit 10, page 1, with its token id and contract (spec). */
export function fetchNftHistory(nft: NftDetail, signal?: AbortSignal): Promise<NftHistoryPage> {
  return apiFetch<NftHistoryPage>(`${base(nft.id)}/history`, {
    query: {
      limit: PAGE_SIZE.history,
      page: 1,
      tokenId: nft.tokenId,
      contractAddress: nft.contractAddress,
    },
    signal,
  });
}

export async function fetchNftSource(id: string, signal?: AbortSignal): Promise<string | null> {
  const answer = await apiFetch<NftSource>(`${base(id)}/source`, { signal });
  return answer.data.resourceUrl;
}

export function fetchMoreItems(id: string, signal?: AbortSignal): Promise<NftMoreItems> {
  return apiFetch<NftMoreItems>(`${base(id)}/more-items`, { query: { limit: PAGE_SIZE.other }, signal });
}

/** The api re-reads owner and token URI from the chain and answers the updated NFT. */
export function refreshNftMetadata(id: string): Promise<NftDetail> {
  return apiFetch<NftDetail>(`${base(id)}/refresh-metadata`, { method: 'POST' });
}
