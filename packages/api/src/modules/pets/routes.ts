import {
  idText,
  petComboCreateAnswer,
  petComboCreateBody,
  petComboListQuery,
  petComboPage,
  petModelShape,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { PetService } from './service.ts';

/** The bulk pet screen's calls (admin-market users only: 401 for visitors, 403 for other users). */
export function petRoutes({ pets }: { pets: PetService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/pet-models',
      {
        onRequest: authenticate,
        schema: {
          tags: ['pets'],
          summary: 'Pet models with their combo counts (admin-market users)',
          response: { 200: z.array(petModelShape) },
        },
      },
      (request) => pets.models(requireUser(request).id),
    );

    app.get(
      '/v1/pet-combos',
      {
        onRequest: authenticate,
        schema: {
          tags: ['pets'],
          summary: "A page of a pet model's combos, 8 per page (admin-market users)",
          querystring: petComboListQuery,
          response: { 200: petComboPage },
        },
      },
      (request) => pets.list(requireUser(request).id, request.query),
    );

    app.post(
      '/v1/pet-combos/:id/nft',
      {
        onRequest: authenticate,
        schema: {
          tags: ['pets'],
          summary: "Create a combo's NFT and link the combo to its id and glbUrl (admin-market users)",
          description:
            "add-nft's JSON payload (the NFT goes into the pet model's category). The NFT and the link " +
            'are written in one transaction; a combo already linked answers its NFT with created: false, ' +
            'so re-running a half-done batch creates no duplicates.',
          params: z.object({ id: idText }),
          body: petComboCreateBody,
          response: { 200: petComboCreateAnswer },
        },
      },
      (request) => pets.createAndLink(requireUser(request).id, request.params.id, request.body),
    );
  };
}
