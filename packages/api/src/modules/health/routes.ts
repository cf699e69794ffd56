import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthStatusSchema as statusSchema } from './schema.ts';
import type { HealthService } from './service.ts';

/** Liveness (/health: the process answers) and readiness (/ready: the database answers too). */
export function healthRoutes({ health }: { health: HealthService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], summary: 'Liveness', response: { 200: statusSchema } } },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers',
          response: { 200: statusSchema, 503: statusSchema },
        },
      },
      async (_request, reply) =>
        (await health.isReady())
          ? reply.send({ status: 'ok' })
          : reply.status(503).send({ status: 'unavailable' }),
    );
  };
}
