import type { Ad } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/ads`. */
export function listAds(): Promise<Ad[]> {
  return read(api.GET('/api/v1/ads'));
}
