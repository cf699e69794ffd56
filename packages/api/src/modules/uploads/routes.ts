import { UPLOAD_KINDS, uploadAnswer } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { MultipartForm } from '../../http/multipart-form.ts';
import { filePart, registerMultipart } from './multipart.ts';
import type { UploadService } from './service.ts';

const FILE_FIELD = 'file';
const uploadForm: MultipartForm = {
  files: {
    [FILE_FIELD]: { required: true, description: 'the picture, video or model (the first file part)' },
  },
};

/** `POST /api/v1/uploads`: one file through the upload pipeline, for signed-in users. */
export function uploadRoutes({ uploads }: { uploads: UploadService }): FastifyPluginAsyncZod {
  return async (app) => {
    await registerMultipart(app);
    app.post(
      '/v1/uploads',
      {
        onRequest: authenticate,
        schema: {
          tags: ['uploads'],
          summary: 'Upload a picture, video or 3D model (multipart/form-data, field `file`, at most 50 MB)',
          description:
            'The type is found from the bytes: png, jpeg, mp4, mov, glb or glTF (self-contained). Pictures ' +
            'are re-encoded without metadata; models are validated (MODEL_ERROR) and optimised, the ' +
            'optimised glb is `url` and the original is kept (`model.originalUrl`). Errors: EMPTY_FILE, ' +
            'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST (415), FILE_TOO_LARGE (413); ' +
            '429: MODEL_BUSY (every model worker busy), UPLOADS_IN_PROGRESS (UPLOADS_PER_USER), ' +
            'UPLOAD_QUOTA_REACHED (UPLOAD_DAILY_BYTES a day). `kind` names what the form takes (model: glb ' +
            "and glTF only); a file of another type is refused with that kind's formats.",
          multipart: uploadForm,
          querystring: z.object({
            kind: z
              .enum(UPLOAD_KINDS)
              .optional()
              .describe('what the form takes: image, video, model, digitalHuman, media'),
          }),
          response: { 200: uploadAnswer },
        },
      },
      async (request) => {
        const { id } = requireUser(request);
        return uploads.upload((await filePart(request, FILE_FIELD)).file, undefined, {
          kind: request.query.kind,
          uploader: { userId: id },
        });
      },
    );
  };
}
