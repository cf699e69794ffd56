import { traitCounts, traitsQuery } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import type { TraitService } from './service.ts';

/** The trait filter's choices: trait types → values with counts, per category or collection. Public. */
export function traitRoutes({ traits }: { traits: TraitService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/traits',
      {
        config: { visitorCache: true },
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags: ['nfts'],
          summary: 'Trait types and values with counts, of one category or one collection',
          description:
            "Give exactly one of categoryId and collectionId. Traits are the entries of the NFTs' " +
            'components.properties (links, Attached and Styles left out). count: visible NFTs with the value; ' +
            'selling: those of them buyable now (listed, or sold by lazy mint). At most 50 types and 50 values ' +
            "per type, the most common first. Filter the list with GET /api/v1/nft?trait=Type:Value. Visitors' " +
            'answers may be up to LIST_CACHE_MS old.',
          querystring: traitsQuery,
          response: { 200: traitCounts },
        },
      },
      (request) => traits.counts(request.query),
    );
  };
}
