import {
  nftDetailShape,
  nftFreeHomeShape,
  nftHistoryPage,
  nftMoreItemsShape,
  nftPriceHistoryShape,
  nftSourceShape,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { chainCallLimit } from '../../http/security.ts';
import { historyQuery, moreItemsQuery, nftIdParams } from './schema.ts';
import type { NftDetailService } from './service.ts';

type Dependencies = { nftDetail: NftDetailService; config: Pick<Config, 'mapHost'> };

const tags = ['nft detail'];

/** The NFT detail screen's calls under /api (the land map page is served at the root: see mapRoutes). */
export function nftDetailRoutes({ nftDetail }: Dependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const viewerOf = (request: { user?: { id: number | string } | null }) =>
      request.user ? Number(request.user.id) : undefined;

    app.get(
      '/v1/nft/:id',
      {
        schema: {
          tags,
          summary:
            'One NFT by id (personalised with isFavorite when signed in); a hidden one only for its owner and admins',
          params: nftIdParams,
          response: { 200: nftDetailShape },
        },
      },
      (request) => nftDetail.get(Number(request.params.id), viewerOf(request)),
    );

    app.get(
      '/v1/nft/:id/history',
      {
        schema: {
          tags,
          summary: 'Sales and on-chain events of the NFT, newest first',
          params: nftIdParams,
          querystring: historyQuery,
          response: { 200: nftHistoryPage },
        },
      },
      (request) => nftDetail.history(Number(request.params.id), request.query, viewerOf(request)),
    );

    app.get(
      '/v1/nft/:id/price-history',
      {
        schema: {
          tags,
          summary:
            'Sales and listings of the NFT over time, per currency, oldest first (the newest 500 of each)',
          params: nftIdParams,
          response: { 200: nftPriceHistoryShape },
        },
      },
      (request) => nftDetail.priceHistory(Number(request.params.id), viewerOf(request)),
    );

    app.get(
      '/v1/nft/:id/source',
      {
        schema: {
          tags,
          summary: 'The resource url of the NFT (the creator’s link, else its model file)',
          params: nftIdParams,
          response: { 200: nftSourceShape },
        },
      },
      (request) => nftDetail.source(Number(request.params.id), viewerOf(request)),
    );

    app.get(
      '/v1/nft/:id/check-freehome',
      {
        schema: {
          tags,
          summary: 'Whether the NFT is the free DefaultHome of the vrHomes claim',
          params: nftIdParams,
          response: { 200: nftFreeHomeShape },
        },
      },
      (request) => nftDetail.checkFreeHome(Number(request.params.id), viewerOf(request)),
    );

    app.get(
      '/v1/nft/:id/more-items',
      {
        schema: {
          tags,
          summary: 'More items from the same collection if it has more than one, else recent items on sale',
          params: nftIdParams,
          querystring: moreItemsQuery,
          response: { 200: nftMoreItemsShape },
        },
      },
      (request) => nftDetail.moreItems(Number(request.params.id), request.query.limit, viewerOf(request)),
    );

    app.post(
      '/v1/nft/:id/refresh-metadata',
      {
        config: chainCallLimit,
        schema: {
          tags,
          summary: 'Re-read the owner and token URI from the chain and store them',
          params: nftIdParams,
          response: { 200: nftDetailShape },
        },
      },
      (request) => nftDetail.refreshMetadata(Number(request.params.id), viewerOf(request)),
    );
  };
}
