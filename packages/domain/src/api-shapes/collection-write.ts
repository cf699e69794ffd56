import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.ts';
import type { MessageKey } from '../messages.ts';
import { addProblem } from '../validation/issue.ts';

/** A text the spec's rule refuses with `key` when it is empty after trimming. */
const requiredText = (key: MessageKey) =>
  z.string().superRefine((text, ctx) => {
    if (text.trim() === '') addProblem(ctx, { key });
  });

const limitedText = (max: number, key: MessageKey) =>
  z.string().superRefine((text, ctx) => {
    if (text.length > max) addProblem(ctx, { key });
  });

/**
 * `POST /api/v1/collections` and `PUT /api/v1/collections/{id}/details`: the Create/Edit Collection
 * form with its images already uploaded (`POST /api/v1/uploads` gives their urls).
 */
export const collectionWriteBody = z
  .object({
    collectionName: requiredText('COLLECTION_NAME_REQUIRED')
      .pipe(limitedText(TEXT_LIMITS.collectionName, 'COLLECTION_NAME_TOO_LONG'))
      .transform((text) => text.trim()),
    description: limitedText(TEXT_LIMITS.collectionDescription, 'COLLECTION_DESCRIPTION_TOO_LONG').default(
      '',
    ),
    /** Url of an uploaded png/jpg/jpeg served by this api. */
    cover: requiredText('COVER_IMAGE_REQUIRED'),
    avatar: requiredText('AVATAR_IMAGE_REQUIRED'),
  })
  .meta({ id: 'CollectionWriteBody' });
export type CollectionWriteBody = z.output<typeof collectionWriteBody>;
export type CollectionWriteInput = z.input<typeof collectionWriteBody>;

/** At most this many NFTs in one add or remove. */
export const MAX_COLLECTION_NFTS_PER_CHANGE = 100;

const nftRef = z.object({
  tokenId: z.string().regex(/^\d{1,78}$/, { error: 'must be a token id in digits' }),
  contractAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
    .transform((address) => address.toLowerCase()),
});

/** `PUT /api/v1/collections/{id}/nft`: add the caller's NFTs to the collection, or remove some. */
export const collectionNftsBody = z
  .object({
    type: z.enum(['ADD', 'REMOVE']),
    nfts: z
      .array(nftRef)
      .max(MAX_COLLECTION_NFTS_PER_CHANGE)
      .superRefine((nfts, ctx) => {
        if (nfts.length === 0) addProblem(ctx, { key: 'SELECT_AT_LEAST_ONE_NFT' });
      }),
  })
  .meta({ id: 'CollectionNftsBody' });
export type CollectionNftsBody = z.output<typeof collectionNftsBody>;
export type CollectionNftsInput = z.input<typeof collectionNftsBody>;
