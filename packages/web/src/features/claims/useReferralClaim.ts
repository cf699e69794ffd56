import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralClaimMessage } from '@vrmarket/domain';
import { signMessage } from 'wagmi/actions';
import { prepareChain } from '../chain/index.ts';
import { claimQueries, requestReferralClaim } from './api.ts';

/**
 * A referral claim request: the connected (linked) wallet signs the claim message of the account,
 * sub category and this moment, then the api checks the signature and the referral rows.
 */
export function useReferralClaim(userId: number, chainId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subCategoryId: number) => {
      const chain = await prepareChain();
      const createdAt = Date.now();
      const message = referralClaimMessage({
        userId,
        wallet: chain.account,
        subCategoryId,
        createdAt,
        chainId: chainId ?? chain.config.chains[0].id,
      });
      const hash = await signMessage(chain.config, { account: chain.account, message });
      return requestReferralClaim({ subCategoryId, createdAt, hash });
    },
    onSettled: () => queryClient.invalidateQueries(claimQueries()),
  });
}
