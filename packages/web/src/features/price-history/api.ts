import type { CollectionDaily, NftPriceHistory } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/nft/{id}/price-history`: sales and listings per currency, oldest first. */
export function fetchNftPriceHistory(id: string, signal?: AbortSignal): Promise<NftPriceHistory> {
  return apiFetch<NftPriceHistory>(`/v1/nft/${encodeURIComponent(id)}/price-history`, { signal });
}

/** `GET /api/v1/collections/{id}/daily`: floor, volume and sales per UTC day and currency. */
export function fetchCollectionDaily(
  id: number,
  days: number,
  signal?: AbortSignal,
): Promise<CollectionDaily> {
  return apiFetch<CollectionDaily>(`/v1/collections/${id}/daily`, { query: { days }, signal });
}
