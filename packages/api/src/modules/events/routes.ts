import { liveEventQuery, liveEventShape } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveHub } from './hub.ts';

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
export function eventRoutes({ live }: { live: LiveHub }): FastifyPluginAsyncZod {
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
