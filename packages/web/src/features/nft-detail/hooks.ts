import { useQuery } from '@tanstack/react-query';
import type { NftDetail } from '@vrmarket/domain';
import type { Session } from '../session/index.ts';
import { useSessionValue } from '../session/useSession.ts';
import { moreItemsQuery, nftDetailQuery, nftHistoryQuery, nftSourceQuery } from './queries.ts';

/** Who the cached detail answers are for: a signed-in user's id, else 'visitor'. */
export function useViewerKey(): string {
  return useSessionValue(viewerKey);
}
const viewerKey = ({ accessToken, user }: Session) => (accessToken ? `user-${user?.id ?? ''}` : 'visitor');

export function useNftDetail(id: string) {
  const viewer = useViewerKey();
  return useQuery(nftDetailQuery(id, viewer));
}
export const useNftHistory = (nft: NftDetail) => useQuery(nftHistoryQuery(nft));
export const useNftSource = (id: string, enabled: boolean) => useQuery({ ...nftSourceQuery(id), enabled });
export const useMoreItems = (id: string) => useQuery(moreItemsQuery(id));
