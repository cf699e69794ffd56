import { favouriteBody, favouriteState, favouritesPage, favouritesQuery } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import type { FavouriteService } from './service.ts';

/** The signed-in user's favourites (401 without a valid access token; the user is the token's). */
export function favouriteRoutes({ favourites }: { favourites: FavouriteService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/favorite-items',
      {
        preHandler: authenticate,
        // Kept for LIST_CACHE_MS per user; the user's own likes and unlikes drop it at once.
        config: { userCache: true },
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags: ['favourites'],
          summary: "The signed-in user's favourite NFTs",
          querystring: favouritesQuery,
          response: { 200: favouritesPage },
        },
      },
      (request) => favourites.list(requireUser(request).id, request.query),
    );

    app.post(
      '/v1/favorite-items',
      {
        preHandler: authenticate,
        schema: {
          tags: ['favourites'],
          summary: 'Like an NFT (idempotent)',
          body: favouriteBody,
          response: { 200: favouriteState },
        },
      },
      (request) => favourites.add(requireUser(request).id, request.body.nftId),
    );

    app.delete(
      '/v1/favorite-items',
      {
        preHandler: authenticate,
        schema: {
          tags: ['favourites'],
          summary: 'Unlike an NFT (idempotent); the id is in the body',
          body: favouriteBody,
          response: { 200: favouriteState },
        },
      },
      (request) => favourites.remove(requireUser(request).id, request.body.nftId),
    );
  };
}
