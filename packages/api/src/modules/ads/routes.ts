import { adShape } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdService } from './service.ts';

export function adRoutes({ ads }: { ads: AdService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/ads',
      {
        schema: {
          tags: ['ads'],
          summary: "The header ticker's ads, in order",
          response: { 200: z.array(adShape) },
        },
      },
      () => ads.list(),
    );
  };
}
