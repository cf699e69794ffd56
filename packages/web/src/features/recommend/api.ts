import type { RecommendAvailability, RecommendRequestPage, RecommendSendAnswer } from '@vrmarket/domain';
import { api, read, sendForm } from '../../api/client.ts';

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

/** `POST /api/v1/recommend-design` as multipart: the fields and the numbered files `file1` … `file5`. */
export function sendRecommend(input: RecommendSendInput): Promise<RecommendSendAnswer> {
  const body = new FormData();
  body.append('email', input.email);
  body.append('phoneNumber', input.phoneNumber);
  body.append('category', input.category);
  body.append('description', input.description);
  input.attachments.forEach((file, index) => {
    body.append(`file${index + 1}`, file, file.name);
  });
  return read(
    api.POST('/api/v1/recommend-design', { fetch: sendForm(body, { timeoutMs: SEND_TIMEOUT_MS }) }),
  );
}

/** `GET /api/v1/recommend-design/requests` (admin-market users). */
export function listRecommendRequests(page: number, limit: number): Promise<RecommendRequestPage> {
  return read(api.GET('/api/v1/recommend-design/requests', { params: { query: { page, limit } } }));
}
