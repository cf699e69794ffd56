import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from './errors.ts';

const NOT_BUILT_TEXT =
  'The web app is not built yet. Build it with `npm run build -w packages/web` and restart the api.\n' +
  'The api itself is running: see /api/docs.\n';

/** Vite puts content-hashed files under assets/: they never change, everything else may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built web app at / with the SPA fallback: a non-/api GET that accepts HTML gets
 * index.html, so client-side routes (/detail/12, /login …) load on refresh. Every other miss,
 * and anything unknown under /api, answers the 404 error envelope.
 */
export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    app.register(fastifyStatic, {
      root: webDist,
      // The build writes .br and .gz copies of its text files (packages/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath);
        reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain').send(NOT_BUILT_TEXT),
    );
  }

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    if (wantsHtml(request)) {
      if (!built) return reply.type('text/plain').send(NOT_BUILT_TEXT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(notFoundEnvelope);
  });
}
