import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { matchRoute, messages, renderedFor } from '@vrmarket/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from './errors.ts';
import { withHead } from './link-preview/heads.ts';
import type { PageRateLimit } from './page-rate-limit.ts';
import { type FirstScreen, loadServerRender, type ServerRender, type VerifyToken } from './web-ssr.ts';

const NOT_BUILT_TEXT =
  'The web app is not built yet. Build it with `npm run build -w packages/web` and restart the api.\n' +
  'The api itself is running: see /api/docs.\n';

/** Vite puts content-hashed files under assets/: they never change, everything else may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A file's path: under assets/, or a last segment with an extension (`/favicon.ico`, `/a/b.js`). */
const isFilePath = (pathname: string) => pathname.startsWith('/assets/') || /\.[\w-]{1,10}$/.test(pathname);

/**
 * Whether a miss of the routes and static files is answered with the app: every screen of the
 * route table, whatever the Accept header (link unfurlers and curl accept anything);
 * another path only to a browser asking for HTML (the app then shows its not-found screen) and
 * never when it names a file (a missing script or picture is a 404, not a page).
 */
function answersPage(request: FastifyRequest): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (matchRoute(pathname)) return true;
  return (request.headers.accept ?? '').includes('text/html') && !isFilePath(pathname);
}

/** A path of this site (`/not-found`), not a scheme-relative `//host` or an absolute URL. */
const isLocalPath = (target: string) => target.startsWith('/') && !target.startsWith('//');

/** Written by the web build: per entry page, the chunks of its screen (packages/web/vite.config.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

function readRoutePreloads(webDist: string): Record<string, string[]> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/** JSON that cannot end its `<script>` element nor open a comment in it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const THEME_INIT = '<script src="/theme-init.js"></script>';

/**
 * A server-rendered page's app code, named on theme-init.js's tag instead of as module tags: the
 * first screen needs none of it, so it is asked for once the page has loaded and painted
 * (public/theme-init.js), leaving the network to the markup, styles and first pictures.
 */
function appCodeAfterPaint(template: string, preloads: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !template.includes(THEME_INIT)) return withModulePreloads(template, preloads);
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      THEME_INIT,
      () =>
        `<script src="/theme-init.js" data-app="${entry}" data-preload="${[...modules, ...preloads].join(' ')}"></script>`,
    );
}

/**
 * index.html with the page's screen chunks as `modulepreload` links, so the browser fetches them
 * beside the entry script instead of after it has run; with a server-rendered first screen, also
 * its markup in #root, its styles and LCP picture preloads in the head, the react-query state as a
 * JSON data block (not executable: the CSP allows no inline script), on <html> the theme,
 * language and width it was rendered for (public/theme-init.js compares them with the visitor's),
 * and the app's code asked for after the first paint (appCodeAfterPaint).
 */
export function pageHtml(template: string, preloads: string[], screen?: FirstScreen): string {
  if (screen) {
    const { lang, result } = screen;
    // Replacer functions throughout: the rendered markup and state carry users' texts, in which
    // `$&`, `$'` or `` $` `` would otherwise splice pieces of the template into the page.
    const html = appCodeAfterPaint(template, preloads)
      .replace(
        /<html[^>]*>/,
        () => `<html lang="${lang}" data-ssr="${renderedFor(screen, screen.session?.mark)}">`,
      )
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${result.html}</div><script type="application/json" id="ssr-state">${scriptJson(result.state)}</script>`,
      );
    return html.replace('</head>', () => `${result.preloads}${result.css}</head>`);
  }
  return withModulePreloads(template, preloads);
}

function withModulePreloads(template: string, preloads: string[]): string {
  const head = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return head.length === 0 ? template : template.replace('</head>', () => `${head.join('')}</head>`);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page compressed for the browser: with its first screen it is ~200 KB of markup and styles
 * (~25 KB in brotli), and the static files' precompressed copies do not cover it.
 */
async function compressed(
  request: FastifyRequest,
  html: string,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

export interface WebAppOptions {
  /** How long a rendered first screen is reused per (url, theme, language, width); 0 renders every time. */
  cacheMs?: number;
  /** The page's head elements (title, description, link-preview tags: ./link-preview), replacing the template's. */
  headTags?: (request: FastifyRequest) => Promise<string>;
  /** Checks the `session` cookie's token, for rendering a signed-in user's pages; without it every page is a visitor's. */
  verifyToken?: VerifyToken;
  /** The pages' per-client limit (./page-rate-limit.ts); none limits nothing. */
  limitPages?: PageRateLimit;
}

/**
 * Serves the built web app at / with the SPA fallback: a screen of the route table (/detail/12,
 * /login …) gets index.html whatever it accepts, so client-side routes load on refresh and link
 * unfurlers see the page's head (`headTags`); another non-/api, non-file GET gets it when it
 * accepts HTML. Every other miss, and anything unknown under /api, answers the 404 error
 * envelope. Every public screen of the route table comes with its first screen rendered on the
 * server when the web build has its server part (./web-ssr.ts); without it, or when that render
 * fails, with the plain index.html.
 */
export function registerWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions = {}): void {
  const built = existsSync(path.join(webDist, 'index.html'));
  const routePreloads = built ? readRoutePreloads(webDist) : {};
  const serverRender: ServerRender | undefined = built
    ? loadServerRender(app, webDist, {
        cacheMs: options.cacheMs ?? 2000,
        verifyToken: options.verifyToken ?? (async () => null),
      })
    : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await options.limitPages?.(request);
    if (retryAfter !== undefined) {
      return reply
        .status(429)
        .header('retry-after', String(retryAfter))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${messages.RATE_LIMITED}\n`);
    }
    // Read per request: a rebuild of the web app while the api runs replaces it.
    const file = await readFile(path.join(webDist, 'index.html'), 'utf8');
    const template = options.headTags ? withHead(file, await options.headTags(request)) : file;
    const screen = await serverRender?.(request, template);
    // A signed-in user's page carries their data: for their browser only, never kept on the way.
    reply
      .header('cache-control', screen?.session ? 'private, no-store' : 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie, User-Agent');
    const redirect = screen?.result.redirect;
    if (redirect && isLocalPath(redirect)) return reply.redirect(redirect, 302);
    const screenName = matchRoute(request.url.split('?')[0] ?? '')?.name;
    const preloads = (screenName && routePreloads[screenName]) || [];
    const { body, encoding } = await compressed(request, pageHtml(template, preloads, screen));
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        // The not-found screen, and the app for a path outside the route table (it shows that screen), are not pages to keep.
        .status(screenName && screenName !== 'notFound' ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(body)
    );
  };
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
    if (answersPage(request)) {
      if (!built) return reply.type('text/plain').send(NOT_BUILT_TEXT);
      return sendPage(request, reply);
    }
    return reply.status(404).send(notFoundEnvelope);
  });
}
