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
          summary: 'Activity of a wallet (mints, listings, sales, cancels, transfers), newest first',
          params: activityParamsSchema,
          querystring: activityQuerySchema,
          response: { 200: activityPage },
        },
      },
      (request) => activity.feed(request.params.address, request.query),
    );
  };
}
