import { activityPage } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityParamsSchema, activityQuerySchema } from './schema.ts';
import type { ActivityService } from './service.ts';

/** The activity page's feed (spec: GET /{nft-base}/{address}/activity with page, limit 10, ownerAddress). */
export function activityRoutes({ activity }: { activity: ActivityService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/nft/:address/activity',
      {
        schema: {
          tags: ['activity'],
          summary:
            'Activity of a wallet (mints, listings, sales, cancels, transfers), newest first; the ' +
            'creations of NFTs not on the market (hidden, unreviewed, rejected) are shown to their owner and admins only',
          params: activityParamsSchema,
          querystring: activityQuerySchema,
          response: { 200: activityPage },
        },
      },
      (request) =>
        activity.feed(
          request.params.address,
          request.query,
          request.user ? Number(request.user.id) : undefined,
        ),
    );
  };
}
