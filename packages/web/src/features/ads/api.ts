import { apiFetch } from '../../api/client.ts';

/** An advertising item of the header ticker; each has a text (spec), optionally a link. */
export interface Ad {
  id: number | string;
  text: string;
  url?: string | null;
}

/** `GET /api/v1/ads`. */
export function listAds(): Promise<Ad[]> {
  return apiFetch<Ad[]>('/v1/ads');
}
