import type { PublishNftAnswer, PublishNftBody } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `POST /api/v1/nft/{id}/publish` (owner only). */
export const publishNft = (id: string, body: PublishNftBody) =>
  apiFetch<PublishNftAnswer>(`/v1/nft/${encodeURIComponent(id)}/publish`, { method: 'POST', json: body });
