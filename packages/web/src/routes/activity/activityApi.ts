import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ActivityType, PAGE_SIZE, sameAddress } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** A row of `GET /api/v1/nft/:address/activity` (spec "Activity item"). */
export interface ActivityItem {
  id: string;
  tokenId: string | null;
  name: string | null;
  type: ActivityType;
  price: string | null;
  currency: string | null;
  from: string | null;
  to: string | null;
  status: string;
  createdAt: string;
  txId: string | null;
  /** The NFT's id. */
  objectId: string | null;
  nft_details: { ownerAddress: string | null };
}

export interface ActivityPage {
  results: ActivityItem[];
  total: number;
  page: number;
  limit: number;
}

export function fetchActivity(address: string, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return apiFetch<ActivityPage>(`/v1/nft/${encodeURIComponent(address)}/activity`, {
    query: { page, limit: PAGE_SIZE.activity, ownerAddress: address },
    signal,
  });
}

export const activityKeys = {
  all: ['activity'] as const,
  page: (address: string, page: number) => ['activity', address, page] as const,
};

export const activityQuery = (address: string, page: number) =>
  queryOptions({
    queryKey: activityKeys.page(address, page),
    queryFn: ({ signal }) => fetchActivity(address, page, signal),
    placeholderData: keepPreviousData,
  });

export const useActivity = (address: string, page: number) => useQuery(activityQuery(address, page));

/** Spec: a row opens the inventory detail when the NFT's owner is the user, else the dashboard detail. */
export const ownsActivityNft = (item: ActivityItem, wallet: string) =>
  sameAddress(item.nft_details.ownerAddress, wallet);

/** The explorer page of a transaction, when the chain has an explorer. */
export const explorerTxUrl = (explorer: string | null | undefined, txId: string | null) =>
  explorer && txId ? `${explorer.replace(/\/+$/, '')}/tx/${txId}` : null;
