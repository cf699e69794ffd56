import type { MysteryCardAnswer } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `POST /api/v1/nft/upload-mystery-card`: the captured card (PNG data URL) becomes the profile's image_mystery. */
export function claimMysteryCard(image: string): Promise<MysteryCardAnswer> {
  return apiFetch<MysteryCardAnswer>('/v1/nft/upload-mystery-card', { method: 'POST', json: { image } });
}
