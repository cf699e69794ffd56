import { nftListQuery, nftPage, trendingListQuery, trendingPage } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import type { NftService } from './service.ts';

/**
 * Browsing NFTs: the marketplace list and the trending list. Public; a signed-in viewer gets
 * favourites marks. Visitors' answers may come from the visitor cache (http/response-cache).
 */
export function nftRoutes({ nfts }: { nfts: NftService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/nft',
      {
        config: { visitorCache: true },
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags: ['nfts'],
          summary: 'NFTs on the market, filtered, sorted and paged',
          description:
            'Lists as repeated params or comma text. Status filters (isSelling/onSale, inUsed, isRent, isRenting, ' +
            'isRented, unVerified, notMinted, onAuction) combine with OR; every other filter with AND. sorting: 0 recent ' +
            '(listed, else created), 1 lowest price, -1 highest price (price = currentPrice, else mintingPrice). ' +
            "Visitors' answers may be up to LIST_CACHE_MS old.",
          querystring: nftListQuery,
          response: { 200: nftPage },
        },
      },
      async (request) => nfts.list(request.query, await nfts.viewer(request.user?.id)),
    );

    app.get(
      '/v1/nft/nft-trending/list',
      {
        config: { visitorCache: true },
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags: ['nfts'],
          summary: 'Trending NFTs: most favourited and sold in the last 30 days, then recent listings',
          querystring: trendingListQuery,
          response: { 200: trendingPage },
        },
      },
      async (request) => nfts.trending(request.query, await nfts.viewer(request.user?.id)),
    );
  };
}
