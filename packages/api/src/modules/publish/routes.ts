import { idText, publishNftAnswer, publishNftBody } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { projectionWriteLimit } from '../../http/security.ts';
import type { PublishService } from './service.ts';

/** `POST /api/v1/nft/{id}/publish`: the owner's Publish of a 3D model NFT. */
export function publishRoutes({ publish }: { publish: PublishService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/nft/:id/publish',
      {
        onRequest: authenticate,
        // Hiding an approved NFT takes the projections' lock: limited per user like the other such writes.
        config: projectionWriteLimit,
        schema: {
          tags: ['create'],
          summary: 'Publish a 3D model NFT: its media becomes the exported model and picture (owner only)',
          description:
            'Both URLs are answers of `POST /api/v1/uploads` (a glb and a png/jpeg). 403 FORBIDDEN when the ' +
            "caller's linked wallet does not own the NFT, 409 CONFLICT when the NFT is not a 3D model, " +
            '400 INVALID_URL for a file that is not our upload of the right kind. Unless the caller is an ' +
            'admin-market user, an approved NFT goes back to the verification queue, hidden until approved again.',
          params: z.object({ id: idText }),
          body: publishNftBody,
          response: { 200: publishNftAnswer },
        },
      },
      (request) => publish.publish(requireUser(request).id, request.params.id, request.body),
    );
  };
}
