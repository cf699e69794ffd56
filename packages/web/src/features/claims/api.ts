import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type ClaimHistoryItem,
  type ClaimHistoryPage,
  PAGE_SIZE,
  type ReferList,
  type ReferralClaimBody,
  type ReferralClaimCreated,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

const wallet = (address: string) => `/v1/nft/${encodeURIComponent(address)}`;

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
    queryFn: ({ signal }) =>
      apiFetch<ReferList>(`${wallet(address)}/refer-list`, {
        query: { page, limit: PAGE_SIZE.referral },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET …/:address/request-list`: the wallet's claim history. */
export const claimHistoryQuery = (address: string, page: number) =>
  queryOptions({
    queryKey: claimKeys.history(address, page),
    queryFn: ({ signal }) =>
      apiFetch<ClaimHistoryPage>(`${wallet(address)}/request-list`, {
        query: { page, limit: PAGE_SIZE.claimHistory },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /v1/mp/claim-requests` (admins). */
export const claimRequestsQuery = (status: ClaimRequestsFilter, page: number) =>
  queryOptions({
    queryKey: claimKeys.requests(status, page),
    queryFn: ({ signal }) =>
      apiFetch<ClaimHistoryPage>('/v1/mp/claim-requests', {
        query: { status, page, limit: PAGE_SIZE.claimHistory },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const requestReferralClaim = (body: ReferralClaimBody) =>
  apiFetch<ReferralClaimCreated>(`/v1/nft/${body.subCategoryId}/request-claim-refer`, {
    method: 'POST',
    json: body,
  });

export const approveClaimRequest = (id: string) =>
  apiFetch<ClaimHistoryItem>(`/v1/mp/claim-requests/${encodeURIComponent(id)}/approve`, { method: 'POST' });
