import { liveEventQuery, liveEventShape } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { exemptFromRateLimit, rateLimitKey } from '../../http/security.ts';
import type { LiveHub } from './hub.ts';

/**
 * Live streams one client address may hold open at once in an api process: a person's tabs, or the
 * people behind one shared address. A stream stays open, so the request limit alone would let one
 * client pile up sockets (600 a minute) until the process runs out of file descriptors.
 */
export const MAX_STREAMS_PER_CLIENT = 32;
/** Live streams one api process holds open at most; past it a new one is told to come back. */
export const MAX_STREAMS = 5_000;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx-style proxies: do not buffer the stream.
  'x-accel-buffering': 'no',
};

/** `Last-Event-ID` (sent by a reconnecting EventSource) wins over the `lastEventId` query parameter. */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^[0-9]{1,16}$/.test(value.trim())) return Number(value.trim());
  return query === undefined ? undefined : Number(query);
}

/** GET /api/v1/events: the Server-Sent Events stream of applied chain events (modules/events/hub.ts). */
export function eventRoutes({
  live,
  config,
}: {
  live: LiveHub;
  config: Pick<Config, 'env'>;
}): FastifyPluginAsyncZod {
  const openByClient = new Map<string, number>();
  return async (app) => {
    app.addHook('preClose', (done) => {
      live.close();
      done();
    });
    app.get(
      '/v1/events',
      {
        schema: {
          tags: ['events'],
          summary:
            'Live events (text/event-stream): listings, price changes, cancels, sales, transfers, mints, ' +
            'rentals of an NFT, a collection or a wallet (any given; none: all). Each message has `id:` ' +
            '(send it back as Last-Event-ID to replay what was missed) and `data:` a LiveEvent.',
          querystring: liveEventQuery,
          response: { 200: liveEventShape },
        },
      },
      async (request, reply) => {
        const { nft, collection, owner, lastEventId } = request.query;
        if (live.connections() >= MAX_STREAMS) throw new HttpError(503, 'SOMETHING_WRONG_TRY_LATER');
        // Outside production the local web app and the e2e tests (loopback) are not counted.
        const client = exemptFromRateLimit(config, request) ? undefined : rateLimitKey(request);
        if (client !== undefined) {
          const open = openByClient.get(client) ?? 0;
          if (open >= MAX_STREAMS_PER_CLIENT) throw new HttpError(429, 'RATE_LIMITED');
          openByClient.set(client, open + 1);
          reply.raw.once('close', () => {
            const left = (openByClient.get(client) ?? 1) - 1;
            if (left > 0) openByClient.set(client, left);
            else openByClient.delete(client);
          });
        }
        reply.hijack();
        const headers = { ...reply.getHeaders(), ...SSE_HEADERS };
        reply.raw.writeHead(200, headers as Record<string, string>);
        await live.open(
          reply.raw,
          { nft, collection, owner },
          lastEventIdOf(request.headers['last-event-id'], lastEventId),
        );
      },
    );
  };
}
