import type { PublishNftAnswer, PublishNftBody } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `POST /api/v1/nft/{id}/publish` (owner only). */
export const publishNft = (id: string, body: PublishNftBody): Promise<PublishNftAnswer> =>
  read(api.POST('/api/v1/nft/{id}/publish', { params: { path: { id } }, body }));
