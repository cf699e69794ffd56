import { type ActivityPage, PAGE_SIZE } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** A page of the wallet's activity: the path and query `fetchActivity` sends. */
export const activityParams = (address: string, page: number) => ({
  path: { address },
  query: { page, limit: PAGE_SIZE.activity, ownerAddress: address },
});

/** `GET /api/v1/nft/:address/activity`: a page of the wallet's activity, newest first. */
export function fetchActivity(address: string, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return read(api.GET('/api/v1/nft/{address}/activity', { params: activityParams(address, page), signal }));
}
