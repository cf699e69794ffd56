import type { RecommendAvailability, RecommendRequestPage, RecommendSendAnswer } from '@vrmarket/domain';
import { type ApiForm, api, formData, read, sendForm } from '../../api/client.ts';

/** Up to five 50 MB pictures go up in one request: longer than the usual 30 s. */
const SEND_TIMEOUT_MS = 120_000;

export type RecommendSendInput = {
  email: string;
  phoneNumber: string;
  category: string;
  description: string;
  attachments: File[];
};

/** `GET /api/v1/recommend-design/availability`: the signed-in user's remaining and total submissions. */
export function fetchRecommendAvailability(signal?: AbortSignal): Promise<RecommendAvailability> {
  return read(api.GET('/api/v1/recommend-design/availability', { signal }));
}

/** `POST /api/v1/recommend-design` as multipart: the fields and the pictures, repeated as `files`. */
export function sendRecommend({ attachments, ...fields }: RecommendSendInput): Promise<RecommendSendAnswer> {
  const body: ApiForm<'/api/v1/recommend-design', 'post'> = { ...fields, files: attachments };
  return read(
    api.POST('/api/v1/recommend-design', {
      body,
      bodySerializer: formData,
      fetch: sendForm({ timeoutMs: SEND_TIMEOUT_MS }),
    }),
  );
}

/** `GET /api/v1/recommend-design/requests` (admin-market users). */
export function listRecommendRequests(page: number, limit: number): Promise<RecommendRequestPage> {
  return read(api.GET('/api/v1/recommend-design/requests', { params: { query: { page, limit } } }));
}
