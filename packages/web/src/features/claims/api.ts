import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { payoutAbi } from '@vrmarket/contracts/abis';
import {
  type ClaimHistoryItem,
  type ClaimHistoryPage,
  PAGE_SIZE,
  type ReferList,
  type ReferralClaimBody,
  type ReferralClaimCreated,
} from '@vrmarket/domain';
import type { Address } from 'viem';
import { api, read } from '../../api/client.ts';
import { anyOf, apiKey, apiQueries } from '../../api/queryKeys.ts';
import { chainReadKey } from '../chain/readKey.ts';

export type ClaimRequestsFilter = 'PENDING' | 'APPROVED' | 'ALL';

/**
 * The pending balances of `wallet`: every currency, the Payout's and the AuctionHouse's credits, read
 * from the chain.
 */
export const pendingBalancesKey = (payout?: Address, wallet?: string) =>
  chainReadKey<typeof payoutAbi>('pendingERC20', payout, wallet);

/** Everything the claim screens show: referrals, claim history, claim requests, pending balances. */
export const claimQueries = () =>
  anyOf(
    apiQueries([
      '/api/v1/nft/{address}/refer-list',
      '/api/v1/nft/{address}/request-list',
      '/api/v1/mp/claim-requests',
    ]),
    { queryKey: chainReadKey<typeof payoutAbi>('pendingERC20') },
  );

/** `GET …/:address/refer-list`: a page of the wallet's referrals and their summary per sub category. */
export const referralsQuery = (address: string, page: number) => {
  const params = { path: { address }, query: { page, limit: PAGE_SIZE.referral } };
  return queryOptions({
    queryKey: apiKey('/api/v1/nft/{address}/refer-list', params),
    queryFn: ({ signal }): Promise<ReferList> =>
      read(api.GET('/api/v1/nft/{address}/refer-list', { params, signal })),
    placeholderData: keepPreviousData,
  });
};

/** `GET …/:address/request-list`: the wallet's claim history. */
export const claimHistoryQuery = (address: string, page: number) => {
  const params = { path: { address }, query: { page, limit: PAGE_SIZE.claimHistory } };
  return queryOptions({
    queryKey: apiKey('/api/v1/nft/{address}/request-list', params),
    queryFn: ({ signal }): Promise<ClaimHistoryPage> =>
      read(api.GET('/api/v1/nft/{address}/request-list', { params, signal })),
    placeholderData: keepPreviousData,
  });
};

/** `GET /v1/mp/claim-requests` (admins). */
export const claimRequestsQuery = (status: ClaimRequestsFilter, page: number) => {
  const params = { query: { status, page, limit: PAGE_SIZE.claimHistory } };
  return queryOptions({
    queryKey: apiKey('/api/v1/mp/claim-requests', params),
    queryFn: ({ signal }): Promise<ClaimHistoryPage> =>
      read(api.GET('/api/v1/mp/claim-requests', { params, signal })),
    placeholderData: keepPreviousData,
  });
};

export const requestReferralClaim = (body: ReferralClaimBody): Promise<ReferralClaimCreated> =>
  read(
    api.POST('/api/v1/nft/{subCategoryId}/request-claim-refer', {
      params: { path: { subCategoryId: body.subCategoryId } },
      body,
    }),
  );

export const approveClaimRequest = (id: string): Promise<ClaimHistoryItem> =>
  read(api.POST('/api/v1/mp/claim-requests/{id}/approve', { params: { path: { id } } }));
