import { z } from 'zod';

const positiveId = z.string().regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' });

/** `swap-nft/:id/…`: the NFT the owner gives. */
export const swapNftParams = z.object({ id: positiveId.describe('the id of the NFT to give') });

/** `swap-nft/:id/:tokenId`: the NFT to give and the pool token wanted for it. */
export const swapKeyParams = swapNftParams.extend({
  tokenId: z
    .string()
    .regex(/^\d{1,78}$/, { error: 'must be a whole number' })
    .describe('the token id of the SwapDesk NFT wanted in exchange'),
});
