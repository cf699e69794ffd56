import type { CollectionDaily, NftPriceHistory } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/nft/{id}/price-history`: sales and listings per currency, oldest first. */
export function fetchNftPriceHistory(id: string, signal?: AbortSignal): Promise<NftPriceHistory> {
  return read(api.GET('/api/v1/nft/{id}/price-history', { params: { path: { id } }, signal }));
}

/** `GET /api/v1/collections/{id}/daily`: floor, volume and sales per UTC day and currency. */
export function fetchCollectionDaily(
  id: number,
  days: number,
  signal?: AbortSignal,
): Promise<CollectionDaily> {
  return read(
    api.GET('/api/v1/collections/{id}/daily', { params: { path: { id }, query: { days } }, signal }),
  );
}
