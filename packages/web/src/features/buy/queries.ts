import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING_MS } from '@vrmarket/domain';
import { fetchAethRate, fetchPurchaseCheck, fetchReferralCount } from './api.ts';

export const buyKeys = {
  check: (nftId: string) => ['buying', 'check', nftId] as const,
  rate: ['buying', 'rate'] as const,
  referralCount: (address: string) => ['referrals', 'count', address] as const,
};

export const purchaseCheckQuery = (nftId: string) =>
  queryOptions({
    queryKey: buyKeys.check(nftId),
    queryFn: () => fetchPurchaseCheck(nftId),
    retry: false,
    staleTime: 0,
  });

export const usePurchaseCheck = (nftId: string) => useQuery(purchaseCheckQuery(nftId));

export const useAethRate = (enabled: boolean) =>
  useQuery({
    queryKey: buyKeys.rate,
    queryFn: ({ signal }) => fetchAethRate(signal),
    // The USDT-to-aETH rate refreshes every 10 seconds (R-CONST-16).
    refetchInterval: TIMING_MS.aethRateRefresh,
    enabled,
  });

/** The signed-in buyer's number of referrals (the reward line of the amount page). */
export const useReferralCount = (address: string | null) =>
  useQuery({
    queryKey: buyKeys.referralCount(address ?? ''),
    queryFn: ({ signal }) => fetchReferralCount(address!, signal),
    enabled: address !== null,
  });
