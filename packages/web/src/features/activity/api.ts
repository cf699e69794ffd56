import { type ActivityPage, PAGE_SIZE } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/nft/:address/activity`: a page of the wallet's activity, newest first. */
export function fetchActivity(address: string, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return read(
    api.GET('/api/v1/nft/{address}/activity', {
      params: { path: { address }, query: { page, limit: PAGE_SIZE.activity, ownerAddress: address } },
      signal,
    }),
  );
}
