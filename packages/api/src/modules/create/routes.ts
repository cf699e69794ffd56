import { createNftAnswer, createNftPayload } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { registerMultipart } from '../uploads/multipart.ts';
import type { UploadService } from '../uploads/service.ts';
import { createForm, formPayload } from './form-fields.ts';
import type { CreateService } from './service.ts';
import { bodyValidationError } from './validation-error.ts';

/** `POST /api/v1/mp/add-nft`: create an NFT from uploaded media (JSON, or the spec's multipart form). */
export function createRoutes({
  create,
  uploads,
}: {
  create: CreateService;
  uploads: UploadService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await registerMultipart(app);
    app.post(
      '/v1/mp/add-nft',
      {
        onRequest: authenticate,
        schema: {
          tags: ['create'],
          summary: 'Create an NFT from uploaded media (signed in, linked wallet)',
          description:
            'JSON with the URLs `POST /api/v1/uploads` answered, or multipart/form-data with keys like ' +
            '`moralisData[category][categoryId]` and the media file in `nftData[file_upload]`. Only an ' +
            'admin-market user sets the price, currency and isShow, and their NFT is verified at once; ' +
            "anybody else's is priced 0, hidden and waits for verification. Errors: INVALID_TITLE, " +
            'INVALID_CURRENCY, INVALID_PRICE, INVALID_SUB_TYPE, INVALID_URL, EMPTY_FILE, PROPERTIES_INVALID, ' +
            'WALLET_NOT_LINKED (403), PRO_ACCOUNT_REQUIRED (403: a category outside NORMAL_CATEGORIES for a ' +
            'user who is neither pro nor admin), COMING_SOON (403: ALLOW_CREATING does not list the category), ' +
            "FILE_FORMAT_NOT_SUPPORTED_WITH_LIST (415: a file the category's form does not take, e.g. a picture " +
            'on the 3D model form) and the upload errors. A vrLand or vrStore is held by one NFT until an admin ' +
            'rejects it: LAND_TAKEN / STORE_TAKEN (409); a user has one vrLand request waiting for review at a ' +
            'time: LAND_REQUEST_PENDING (409).',
          // Optional so that a multipart form (parsed in the handler) passes the JSON validation.
          body: createNftPayload.nullish(),
          multipart: createForm,
          response: { 200: createNftAnswer },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) {
          if (!request.body) throw new HttpError(400, 'VALIDATION_FAILED');
          return create.create(user.id, request.body);
        }
        // A refused form leaves nothing stored: the files it brought are removed again.
        const newlyStored: string[] = [];
        try {
          const parsed = createNftPayload.safeParse(await formPayload(request, uploads, newlyStored));
          if (!parsed.success) throw bodyValidationError(parsed.error);
          return await create.create(user.id, parsed.data);
        } catch (error) {
          await uploads.discard(newlyStored);
          throw error;
        }
      },
    );
  };
}
