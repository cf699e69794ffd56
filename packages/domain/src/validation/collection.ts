import { z } from 'zod';
import { TEXT_LIMITS, UPLOAD } from '../constants.ts';
import { english, type MessageKey, type Translate } from '../messages.ts';
import { addProblem, type Problem } from './issue.ts';
import { type FileLike, hasFormat, isFileLike, UPLOAD_FORMATS } from './upload.ts';

/** Collection and recommend-form images: png/jpg/jpeg up to 50 MB, with the collection's own texts. */
export function imageFileProblem(file: FileLike): Problem | null {
  if (!hasFormat(file, UPLOAD_FORMATS.image)) return { key: 'IMAGE_FORMAT_NOT_SUPPORTED' };
  if (file.size > UPLOAD.maxBytes) return { key: 'MAX_FILE_SIZE_50MB' };
  return null;
}

/** A cover or avatar: a new image file, or the url of the image already stored (when editing). */
export type ImageValue = FileLike | string;

function makeImageSchema(requiredKey: MessageKey, t: Translate) {
  return z.custom<ImageValue>().superRefine((value, ctx) => {
    if (typeof value === 'string' && value.trim() !== '') return;
    if (!isFileLike(value) || value.size <= 0) return addProblem(ctx, { key: requiredKey }, t);
    const problem = imageFileProblem(value);
    if (problem) addProblem(ctx, problem, t);
  });
}

/** Create and Edit Collection dialogs. */
export function makeCollectionFormSchema(t: Translate = english) {
  return z.object({
    collectionName: z
      .string({ error: t('COLLECTION_NAME_REQUIRED') })
      .trim()
      .min(1, { error: t('COLLECTION_NAME_REQUIRED') })
      .max(TEXT_LIMITS.collectionName, { error: t('COLLECTION_NAME_TOO_LONG') }),
    description: z
      .string()
      .max(TEXT_LIMITS.collectionDescription, { error: t('COLLECTION_DESCRIPTION_TOO_LONG') })
      .default(''),
    cover: makeImageSchema('COVER_IMAGE_REQUIRED', t),
    avatar: makeImageSchema('AVATAR_IMAGE_REQUIRED', t),
  });
}
export type CollectionForm = z.output<ReturnType<typeof makeCollectionFormSchema>>;

/** Add-to-collection: at least one NFT selected. */
export function makeAddToCollectionSchema(t: Translate = english) {
  return z.object({
    nfts: z
      .array(z.object({ tokenId: z.string().min(1), contractAddress: z.string().min(1) }))
      .min(1, { error: t('SELECT_AT_LEAST_ONE_NFT') }),
  });
}
