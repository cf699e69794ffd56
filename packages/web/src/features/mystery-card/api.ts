import type { MysteryCardAnswer } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `POST /api/v1/nft/upload-mystery-card`: the captured card (PNG data URL) becomes the profile's image_mystery. */
export function claimMysteryCard(image: string): Promise<MysteryCardAnswer> {
  return read(api.POST('/api/v1/nft/upload-mystery-card', { body: { image } }));
}
