import { useQuery } from '@tanstack/react-query';
import type { NftDetail } from '@vrmarket/domain';
import { useViewerKey } from '../session/index.ts';
import { moreItemsQuery, nftDetailQuery, nftHistoryQuery, nftSourceQuery } from './queries.ts';

export function useNftDetail(id: string) {
  const viewer = useViewerKey();
  return useQuery(nftDetailQuery(id, viewer));
}
export const useNftHistory = (nft: NftDetail) => useQuery(nftHistoryQuery(nft));
export const useNftSource = (id: string, enabled: boolean) => useQuery({ ...nftSourceQuery(id), enabled });
export const useMoreItems = (id: string) => useQuery(moreItemsQuery(id));
