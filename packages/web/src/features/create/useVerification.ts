import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiKeyPrefix } from '../../api/queryKeys.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { approveNft, fetchVerificationQueue, rejectNft } from './api.ts';

/** The admins' queue of unverified NFTs, a page at a time. */
export const useVerificationQueue = (page: number, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: apiKey('/api/v1/mp/verification', { query: { page, limit } }),
    queryFn: ({ signal }) => fetchVerificationQueue({ page, limit }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Approve or reject one NFT; the queue and the NFT lists are reloaded after. */
export function useVerificationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveNft(decision.id) : rejectNft(decision.id, decision.reason),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/mp/verification') });
      await queryClient.invalidateQueries(nftListQueries());
    },
  });
}
