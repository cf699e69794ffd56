import type { Ad } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/ads`. */
export function listAds(): Promise<Ad[]> {
  return apiFetch<Ad[]>('/v1/ads');
}
