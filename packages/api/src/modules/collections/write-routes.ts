import { collectionNftsBody, collectionShape, collectionWriteBody, idText } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { projectionWriteLimit } from '../../http/security.ts';
import type { CollectionWriteService } from './write-service.ts';

const params = z.object({ id: idText });

/**
 * Creating and changing collections (signed-in; changes by the collection's creator only), each
 * limited per user and route like the other writes that take the projections' lock.
 */
export function collectionWriteRoutes({
  collectionWrites,
}: {
  collectionWrites: CollectionWriteService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/collections',
      {
        preHandler: authenticate,
        config: projectionWriteLimit,
        schema: {
          tags: ['collections'],
          summary: 'Create a collection (images uploaded first through POST /api/v1/uploads)',
          description:
            'Open to every signed-in user while ALLOW_CREATE_COLLECTION=1, else to pro users with proType ≥ 2 ' +
            '(403 FORBIDDEN). cover and avatar are urls of png/jpeg uploads of this api.',
          body: collectionWriteBody,
          response: { 201: collectionShape },
        },
      },
      async (request, reply) => {
        const collection = await collectionWrites.create(requireUser(request).id, request.body);
        return reply.code(201).send(collection);
      },
    );

    app.put(
      '/v1/collections/:id/details',
      {
        preHandler: authenticate,
        config: projectionWriteLimit,
        schema: {
          tags: ['collections'],
          summary: "Edit a collection's name, description, cover and avatar (its creator only)",
          params,
          body: collectionWriteBody,
          response: { 200: collectionShape },
        },
      },
      (request) => collectionWrites.updateDetails(requireUser(request).id, request.params.id, request.body),
    );

    app.put(
      '/v1/collections/:id/nft',
      {
        preHandler: authenticate,
        config: projectionWriteLimit,
        schema: {
          tags: ['collections'],
          summary:
            'Add NFTs to a collection (type ADD, the caller’s own) or remove them (REMOVE); its creator only',
          params,
          body: collectionNftsBody,
          response: { 200: collectionShape },
        },
      },
      (request) => collectionWrites.changeNfts(requireUser(request).id, request.params.id, request.body),
    );
  };
}
