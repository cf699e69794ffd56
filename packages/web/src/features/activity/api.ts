import { type ActivityPage, PAGE_SIZE } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/nft/:address/activity`: a page of the wallet's activity, newest first. */
export function fetchActivity(address: string, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return apiFetch<ActivityPage>(`/v1/nft/${encodeURIComponent(address)}/activity`, {
    query: { page, limit: PAGE_SIZE.activity, ownerAddress: address },
    signal,
  });
}
