import { nftListQuery, nftPage, trendingListQuery, trendingPage } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createMicroCache } from './micro-cache.ts';
import type { NftService } from './service.ts';

type Dependencies = { nfts: NftService; config: Pick<Config, 'listCacheMs'> };

const JSON_TYPE = 'application/json; charset=utf-8';

/** Browsing NFTs: the marketplace list and the trending list. Public; a signed-in viewer gets favourites marks. */
export function nftRoutes({ nfts, config }: Dependencies): FastifyPluginAsyncZod {
  return async (app) => {
    // Cached answers are the serialized JSON, so a hit costs no database and no serialization.
    const cache = createMicroCache({ ttlMs: config.listCacheMs });

    app.get(
      '/v1/nft',
      {
        schema: {
          tags: ['nfts'],
          summary: 'NFTs on the market, filtered, sorted and paged',
          description:
            'Lists as repeated params or comma text. Status filters (isSelling/onSale, inUsed, isRent, isRenting, ' +
            'isRented, unVerified, notMinted) combine with OR; every other filter with AND. sorting: 0 recent ' +
            '(listed, else created), 1 lowest price, -1 highest price (price = currentPrice, else mintingPrice). ' +
            "Visitors' answers may be up to LIST_CACHE_MS old.",
          querystring: nftListQuery,
          response: { 200: nftPage },
        },
      },
      async (request, reply) => {
        const viewer = await nfts.viewer(request.user?.id);
        if (viewer) return nfts.list(request.query, viewer);
        const body = await cache.get(`nft ${JSON.stringify(request.query)}`, async () =>
          JSON.stringify(nftPage.parse(await nfts.list(request.query))),
        );
        // JSON text made through the route's schema above: Fastify sends a string with a JSON type
        // untouched, while the typed send() only knows the object form.
        return reply.type(JSON_TYPE).send(body as never);
      },
    );

    app.get(
      '/v1/nft/nft-trending/list',
      {
        schema: {
          tags: ['nfts'],
          summary: 'Trending NFTs: most favourited and sold in the last 30 days, then recent listings',
          querystring: trendingListQuery,
          response: { 200: trendingPage },
        },
      },
      async (request, reply) => {
        const viewer = await nfts.viewer(request.user?.id);
        if (viewer) return nfts.trending(request.query, viewer);
        const body = await cache.get(`trending ${JSON.stringify(request.query)}`, async () =>
          JSON.stringify(trendingPage.parse(await nfts.trending(request.query))),
        );
        // JSON text made through the route's schema above: Fastify sends a string with a JSON type
        // untouched, while the typed send() only knows the object form.
        return reply.type(JSON_TYPE).send(body as never);
      },
    );
  };
}
