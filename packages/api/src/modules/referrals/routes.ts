import { referListShape } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { referListParamsSchema, referListQuerySchema } from './schema.ts';
import type { ReferralService } from './service.ts';

/** The spec's GET /{nft-base}/{address}/refer-list (page, limit 10), beside the activity feed. */
export function referralRoutes({ referrals }: { referrals: ReferralService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/nft/:address/refer-list',
      {
        preHandler: authenticate,
        schema: {
          tags: ['referrals'],
          summary: 'Referrals a wallet’s account earned (newest first) and their summary per sub-category',
          description:
            'Only the signed-in account whose linked wallet is `address` may read it (else 403 FORBIDDEN). ' +
            '`total` is the number of referrals: the buy dialog’s reward percentage.',
          params: referListParamsSchema,
          querystring: referListQuerySchema,
          response: { 200: referListShape },
        },
      },
      (request) => referrals.list(request.params.address, Number(requireUser(request).id), request.query),
    );
  };
}
