import {
  auctionDetailShape,
  auctionIdParams,
  auctionListQuery,
  auctionPage,
  myAuctionsQuery,
  myBidPage,
  myBidsQuery,
} from '@vrmarket/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { AuctionService } from './service.ts';

/**
 * AuctionHouse auctions (issue 41, ADR 0054): the open list and one auction are public; my bids
 * and my auctions are the signed-in user's linked wallet's. Bids, settling and cancelling are
 * chain transactions the web records through POST /v1/transactions/record.
 */
const optionalUserId = (request: FastifyRequest) => (request.user ? Number(request.user.id) : undefined);

export function auctionRoutes({ auctions }: { auctions: AuctionService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/auctions',
      {
        schema: {
          tags: ['auctions'],
          summary: 'Open auctions (newest first; endingSoon: ending within a day, soonest first)',
          querystring: auctionListQuery,
          response: { 200: auctionPage },
        },
      },
      (request) => auctions.list(request.query, optionalUserId(request)),
    );
    app.get(
      '/v1/auctions/my-bids',
      {
        preHandler: authenticate,
        schema: {
          tags: ['auctions'],
          summary: 'Auctions my linked wallet bid on, with my highest bid and how it stands',
          querystring: myBidsQuery,
          response: { 200: myBidPage },
        },
      },
      (request) => auctions.myBids(Number(requireUser(request).id), request.query),
    );
    app.get(
      '/v1/auctions/mine',
      {
        preHandler: authenticate,
        schema: {
          tags: ['auctions'],
          summary: 'My linked wallet’s auctions as seller, any state, newest first',
          querystring: myAuctionsQuery,
          response: { 200: auctionPage },
        },
      },
      (request) => auctions.mine(Number(requireUser(request).id), request.query),
    );
    app.get(
      '/v1/auctions/:id',
      {
        schema: {
          tags: ['auctions'],
          summary: 'One auction with its bids, newest first',
          params: auctionIdParams,
          response: { 200: auctionDetailShape },
        },
      },
      (request) => auctions.detail(request.params.id, optionalUserId(request)),
    );
  };
}
