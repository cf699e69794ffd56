import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimHomeInput } from '@vrmarket/domain';
import { ApiError } from '../../api/ApiError.ts';
import { apiKey } from '../../api/queryKeys.ts';
import { checkHomeColor, claimHome, fetchHomeClaimState } from './api.ts';

export const homeClaimStateQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/claim-home/is-claimed'),
    queryFn: ({ signal }) => fetchHomeClaimState(signal),
  });

export const useHomeClaimState = () => useQuery(homeClaimStateQuery());

/** Why a claim did not go through, as the screen shows it. */
export type ClaimProblem = 'COLOR_EXISTED' | 'CLAIMED_HOME' | 'HAVE_NO_LAND';

const problemOf = (error: unknown): ClaimProblem | null => {
  const code = error instanceof ApiError ? error.code : undefined;
  return code === 'COLOR_EXISTED' || code === 'CLAIMED_HOME' || code === 'HAVE_NO_LAND' ? code : null;
};

/** Checks the colour is free, then claims; a refusal comes back as a ClaimProblem. */
export function useClaimHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimHomeInput) => {
      try {
        await checkHomeColor(body.color);
        return { ok: true as const, answer: await claimHome(body) };
      } catch (error) {
        const problem = problemOf(error);
        // Anything else is the app's usual error toast (api/queryClient.ts).
        if (!problem) throw error;
        return { ok: false as const, problem };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: homeClaimStateQuery().queryKey }),
  });
}
