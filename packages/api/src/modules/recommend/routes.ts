import {
  makePageQuery,
  mysteryCardAnswer,
  mysteryCardBody,
  recommendAvailability,
  recommendRequestPage,
  recommendSendAnswer,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { registerMultipart } from '../uploads/multipart.ts';
import type { UploadService } from '../uploads/service.ts';
import { readRecommendForm, recommendForm } from './form.ts';
import type { MysteryCardService } from './mystery-card.ts';
import type { RecommendService } from './service.ts';

/** A captured card is a few hundred KB; the JSON body limit leaves room for a large screen's capture. */
const MYSTERY_CARD_BODY_LIMIT = 16 * 1024 * 1024;

/** The recommend-design form, its per-user availability, the admins' list, and the mystery card. */
export function recommendRoutes({
  recommend,
  mysteryCard,
  uploads,
}: {
  recommend: RecommendService;
  mysteryCard: MysteryCardService;
  uploads: UploadService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await registerMultipart(app);

    app.get(
      '/v1/recommend-design/availability',
      {
        onRequest: authenticate,
        schema: {
          tags: ['recommend'],
          summary: 'How many recommend-design requests the signed-in user may still send, of the total',
          response: { 200: recommendAvailability },
        },
      },
      (request) => recommend.availability(requireUser(request).id),
    );

    app.post(
      '/v1/recommend-design',
      {
        onRequest: authenticate,
        schema: {
          tags: ['recommend'],
          summary: 'Send a recommend-design request (multipart/form-data)',
          description:
            'Fields email, phoneNumber (10 digits), category, description (≤ 1000) and up to 5 png/jpeg ' +
            'attachments (`files` or numbered `file1` … `file5`, each under 50 MB, no two with the same ' +
            'name and size) stored through the upload pipeline. Errors: VALIDATION_FAILED with the ' +
            "form's texts, MAX_FILES_EXCEEDED, IMAGE_FORMAT_NOT_SUPPORTED (415), FILE_TOO_LARGE (413), " +
            'RECOMMEND_LIMIT_REACHED (403) when none is left.',
          multipart: recommendForm,
          response: { 201: recommendSendAnswer },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // Nothing is received when none is left.
        if ((await recommend.availability(user.id)).available === 0) {
          throw new HttpError(403, 'RECOMMEND_LIMIT_REACHED');
        }
        const newlyStored: string[] = [];
        try {
          const input = await readRecommendForm(request, uploads, newlyStored);
          return reply.code(201).send(await recommend.send(user.id, input));
        } catch (error) {
          await uploads.discard(newlyStored);
          throw error;
        }
      },
    );

    app.get(
      '/v1/recommend-design/requests',
      {
        onRequest: authenticate,
        schema: {
          tags: ['recommend'],
          summary: 'The recommend-design requests received, newest first (admin-market users)',
          querystring: makePageQuery(10),
          response: { 200: recommendRequestPage },
        },
      },
      (request) => recommend.list(requireUser(request).id, request.query),
    );

    app.post(
      '/v1/nft/upload-mystery-card',
      {
        onRequest: authenticate,
        bodyLimit: MYSTERY_CARD_BODY_LIMIT,
        schema: {
          tags: ['recommend'],
          summary:
            "Claim the mystery card: the captured card (PNG data URL) becomes the profile's image_mystery",
          description:
            'Once per account (409 MYSTERY_CARD_CLAIMED), after telegram, discord and twitter are verified ' +
            '(403 NOT_VERIFYED_SOCIAL). The picture goes through the upload pipeline.',
          body: mysteryCardBody,
          response: { 201: mysteryCardAnswer },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await mysteryCard.claim(requireUser(request).id, request.body.image)),
    );
  };
}
