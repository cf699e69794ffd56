import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type ClaimHistoryItem,
  type ClaimHistoryPage,
  PAGE_SIZE,
  type ReferList,
  type ReferralClaimBody,
  type ReferralClaimCreated,
} from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

export type ClaimRequestsFilter = 'PENDING' | 'APPROVED' | 'ALL';

export const claimKeys = {
  all: ['claims'] as const,
  referrals: (address: string, page: number) => ['claims', 'referrals', address, page] as const,
  history: (address: string, page: number) => ['claims', 'history', address, page] as const,
  requests: (status: ClaimRequestsFilter, page: number) => ['claims', 'requests', status, page] as const,
  pending: (address: string) => ['claims', 'pending', address] as const,
};

/** `GET …/:address/refer-list`: a page of the wallet's referrals and their summary per sub category. */
export const referralsQuery = (address: string, page: number) =>
  queryOptions({
    queryKey: claimKeys.referrals(address, page),
    queryFn: ({ signal }): Promise<ReferList> =>
      read(
        api.GET('/api/v1/nft/{address}/refer-list', {
          params: { path: { address }, query: { page, limit: PAGE_SIZE.referral } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `GET …/:address/request-list`: the wallet's claim history. */
export const claimHistoryQuery = (address: string, page: number) =>
  queryOptions({
    queryKey: claimKeys.history(address, page),
    queryFn: ({ signal }): Promise<ClaimHistoryPage> =>
      read(
        api.GET('/api/v1/nft/{address}/request-list', {
          params: { path: { address }, query: { page, limit: PAGE_SIZE.claimHistory } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /v1/mp/claim-requests` (admins). */
export const claimRequestsQuery = (status: ClaimRequestsFilter, page: number) =>
  queryOptions({
    queryKey: claimKeys.requests(status, page),
    queryFn: ({ signal }): Promise<ClaimHistoryPage> =>
      read(
        api.GET('/api/v1/mp/claim-requests', {
          params: { query: { status, page, limit: PAGE_SIZE.claimHistory } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const requestReferralClaim = (body: ReferralClaimBody): Promise<ReferralClaimCreated> =>
  read(
    api.POST('/api/v1/nft/{subCategoryId}/request-claim-refer', {
      params: { path: { subCategoryId: body.subCategoryId } },
      body,
    }),
  );

export const approveClaimRequest = (id: string): Promise<ClaimHistoryItem> =>
  read(api.POST('/api/v1/mp/claim-requests/{id}/approve', { params: { path: { id } } }));
