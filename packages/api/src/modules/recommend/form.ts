import { pipeline, Transform } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { makeRecommendFormSchema, UPLOAD } from '@vrmarket/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { isFileField, isTextField, type MultipartForm } from '../../http/multipart-form.ts';
import { bodyValidationError } from '../create/validation-error.ts';
import type { UploadService } from '../uploads/service.ts';
import type { RecommendInput } from './service.ts';

/**
 * The recommend-design form: the domain form's text fields, and the attachments as `files`
 * (repeated) or numbered `file1` … `file5` (spec "numbered attachment files").
 */
export const recommendForm: MultipartForm = {
  fields: makeRecommendFormSchema().omit({ attachments: true }),
  files: {
    files: { many: UPLOAD.maxAttachments, description: 'png or jpeg pictures' },
    ...Object.fromEntries(
      Array.from({ length: UPLOAD.maxAttachments }, (_, index) => [
        `file${index + 1}`,
        { description: 'a png or jpeg picture' },
      ]),
    ),
  },
};
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const imageOnly = () => new HttpError(415, 'IMAGE_FORMAT_NOT_SUPPORTED');

/** The part's stream with its bytes counted on the way (the pipeline reports the re-encoded size). */
function counted(part: Multipart & { type: 'file' }) {
  const state = { bytes: 0 };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.bytes += chunk.length;
      done(null, chunk);
    },
  });
  pipeline(part.file, counter, () => {});
  // The parser marks its stream truncated at the 50 MB limit; the pipeline reads that flag.
  Object.defineProperty(counter, 'truncated', { get: () => part.file.truncated });
  return { stream: counter as Transform & { truncated?: boolean }, state };
}

/**
 * The recommend-design multipart form: its text fields, and each attachment through the upload
 * pipeline (png/jpeg only). Checked with the domain's form schema, so the answers carry the spec's
 * texts. Keys stored for the first time are added to `newlyStored`, for the caller to discard on refusal.
 */
export async function readRecommendForm(
  request: FastifyRequest,
  uploads: Pick<UploadService, 'upload'>,
  newlyStored: string[],
): Promise<RecommendInput> {
  if (!request.isMultipart()) throw new HttpError(400, 'VALIDATION_FAILED');
  const fields: Record<string, string> = {};
  const attachments: RecommendInput['attachments'] = [];
  const parts = request.parts({ limits: { files: UPLOAD.maxAttachments + 1, fileSize: UPLOAD.maxBytes } });
  for await (const part of parts as AsyncIterable<Multipart>) {
    if (part.type === 'file') {
      if (attachments.length === UPLOAD.maxAttachments) {
        part.file.resume();
        throw new HttpError(400, 'MAX_FILES_EXCEEDED');
      }
      if (!isFileField(recommendForm, part.fieldname)) {
        part.file.resume();
        throw new HttpError(400, 'VALIDATION_FAILED');
      }
      const { stream, state } = counted(part);
      const uploader = request.user ? { userId: request.user.id } : undefined;
      const stored = await uploads.upload(stream, newlyStored, { uploader }).catch((error: unknown) => {
        // The pipeline lists every media format; an attachment may only be a picture.
        if (error instanceof HttpError && error.code === 'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST')
          throw imageOnly();
        throw error;
      });
      if (!IMAGE_TYPES.has(stored.mediaType)) throw imageOnly();
      attachments.push({ url: stored.url, name: part.filename, size: state.bytes });
    } else if (isTextField(recommendForm, part.fieldname)) {
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = makeRecommendFormSchema().safeParse({
    ...fields,
    attachments: attachments.map(({ name, size }) => ({ name, size })),
  });
  if (!parsed.success) throw bodyValidationError(parsed.error);
  const { email, phoneNumber, category, description } = parsed.data;
  return { email, phoneNumber, category, description, attachments };
}
