import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { purchaseCheckSchema, purchaseParams, rateSchema } from './schema.ts';
import type { BuyingService } from './service.ts';

const tags = ['buying'];

/** Buying: the eligibility check before the buyer's wallet is asked for anything, and the aETH rate. */
export function buyingRoutes({ buying }: { buying: BuyingService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/nft/:id/purchase-check',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'May the caller buy this NFT now, and for what exactly',
          description:
            'Refuses with BUYING_DISABLED (allow-buy flag off), NOT_IN_WHITELIST (whitelist check on), ' +
            'WALLET_NOT_LINKED, FORBIDDEN (own NFT), CONFLICT (not buyable any more), TRADING_NOT_ALLOWED. ' +
            'Otherwise answers the offer or mint to pay for, with the price the contract will check.',
          params: purchaseParams,
          response: { 200: purchaseCheckSchema },
        },
      },
      (request) => buying.purchaseCheck(Number(request.params.id), Number(requireUser(request).id)),
    );

    app.get(
      '/v1/buying/rate',
      {
        schema: {
          tags,
          summary: 'USDT price of 1 aETH (the buy dialog refreshes it every 10 s)',
          response: { 200: rateSchema },
        },
      },
      () => buying.rate(),
    );
  };
}
