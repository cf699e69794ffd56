import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING_MS } from '@vrmarket/domain';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchAethRate, fetchPurchaseCheck, fetchReferralCount, referralCountParams } from './api.ts';

export const purchaseCheckQuery = (nftId: string) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/{id}/purchase-check', { path: { id: nftId } }),
    queryFn: () => fetchPurchaseCheck(nftId),
    retry: false,
    staleTime: 0,
  });

export const usePurchaseCheck = (nftId: string) => useQuery(purchaseCheckQuery(nftId));

export const useAethRate = (enabled: boolean) =>
  useQuery({
    queryKey: apiKey('/api/v1/buying/rate'),
    queryFn: ({ signal }) => fetchAethRate(signal),
    // The USDT-to-aETH rate refreshes every 10 seconds (R-CONST-16).
    refetchInterval: TIMING_MS.aethRateRefresh,
    enabled,
  });

/** The signed-in buyer's number of referrals (the reward line of the amount page). */
export const useReferralCount = (address: string | null) =>
  useQuery({
    queryKey: apiKey('/api/v1/nft/{address}/refer-list', referralCountParams(address ?? '')),
    queryFn: ({ signal }) => fetchReferralCount(address!, signal),
    enabled: address !== null,
  });
