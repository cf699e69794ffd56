import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
/** Written by the web build: per entry page, the chunks of its screen (packages/web/vite.config.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

function readRoutePreloads(webDist: string): Record<string, string[]> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/**
 * index.html with the page's screen chunks as `modulepreload` links, so the browser fetches them
 * beside the entry script instead of after it has run. Read per request: a rebuild of the web app
 * while the api runs replaces it.
 */
async function pageHtml(webDist: string, preloads: string[]): Promise<string> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  if (preloads.length === 0) return html;
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const built = existsSync(path.join(webDist, 'index.html'));
  const routePreloads = built ? readRoutePreloads(webDist) : {};
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    pageHtml(webDist, routePreloads[request.url.split('?')[0] ?? ''] ?? []).then((html) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
    );
  if (built) {
    // `/` is a page like the others (its preloads), not the static index.html.
    app.get('/', { schema: { hide: true } }, sendPage);
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
      return sendPage(request, reply);
    }
    return reply.status(404).send(notFoundEnvelope);
  });
}
