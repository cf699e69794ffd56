import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bandWidth,
  DESKTOP_WIDTH,
  decodeUiCookie,
  isServerRendered,
  MOBILE_WIDTH,
  type UiView,
} from '@vrmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web build's server part answers (packages/web/src/ssr/entry-server.tsx). */
export interface RenderResult {
  html: string;
  css: string;
  state: unknown;
  /** `<link rel="preload">` elements for the head (the first cards' pictures). */
  preloads: string;
}

interface ServerEntry {
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(url: string, options: VisitorView & { signal?: AbortSignal }): Promise<RenderResult>;
}

/** The theme, language and width a first screen is rendered for (its width one per band of the web's breakpoints). */
export type VisitorView = UiView;

export interface FirstScreen extends VisitorView {
  result: RenderResult;
}

export type ServerRender = (request: FastifyRequest, template: string) => Promise<FirstScreen | undefined>;

const RENDER_TIMEOUT_MS = 3000;
const CACHE_LIMIT = 500;

/**
 * The visitor's theme, language, width and list view from the `ui` cookie (public/theme-init.js
 * writes it), so the server renders what the client will show; on a first visit light, English,
 * the grid and a phone's or a desktop's width by the User-Agent.
 */
export function visitorView(request: Pick<FastifyRequest, 'headers'>): VisitorView {
  const chosen = decodeUiCookie(request.headers.cookie);
  if (chosen) return { ...chosen, width: bandWidth(chosen.width) };
  const mobile = /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '');
  return { mode: 'light', lang: 'en', width: mobile ? MOBILE_WIDTH : DESKTOP_WIDTH, list: 'grid' };
}

/**
 * The web app's api requests during a render, answered in-process (`inject`) as the visitor: no
 * access token, and counted against the visitor's IP like the client's own requests (the page
 * request being rendered is found through `rendering`).
 */
function injectTransport(app: FastifyInstance, rendering: AsyncLocalStorage<FastifyRequest>) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET')
      throw new Error(`a server render only reads: ${init.method} ${url}`);
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: rendering.getStore()?.ip,
    });
    const body = response.statusCode === 204 ? null : response.rawPayload;
    return new Response(body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The web build's server part sits beside the browser build: `<WEB_DIST>-ssr` (scripts/lib/web-build.ts). */
export const serverBuildDir = (webDist: string) =>
  path.join(path.dirname(webDist), `${path.basename(webDist)}-ssr`);

/**
 * Renders the first screen of every public screen of the route table as a visitor sees it, from
 * the same api answers the client would fetch (asked in-process, see injectTransport), kept
 * `cacheMs` per (url, theme, language, width, list view) like the visitors' lists. Undefined when
 * the page is not rendered on the server or the render failed (logged): the page then goes out as
 * the plain index.html, never as an error. The server part is loaded once; after a rebuild of the
 * web app, restart the api.
 */
export function loadServerRender(
  app: FastifyInstance,
  webDist: string,
  cacheMs: number,
): ServerRender | undefined {
  const entryFile = path.join(serverBuildDir(webDist), 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  let entry: Promise<ServerEntry> | undefined;
  const rendering = new AsyncLocalStorage<FastifyRequest>();
  const loadEntry = async () => {
    const ssr = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    ssr.setTransport(injectTransport(app, rendering));
    return ssr;
  };
  const cache = new Map<string, { until: number; screen: Promise<FirstScreen | undefined> }>();

  const renderFresh = async (
    request: FastifyRequest,
    view: VisitorView,
  ): Promise<FirstScreen | undefined> => {
    try {
      entry ??= loadEntry();
      const ssr = await entry;
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const result = await rendering.run(request, () => ssr.render(request.url, { ...view, signal }));
      return { ...view, result };
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server render failed: the page goes out unrendered',
      );
      return undefined;
    }
  };

  return (request, template) => {
    if (!isServerRendered(request.url.split('?')[0] ?? '')) return Promise.resolve(undefined);
    const view = visitorView(request);
    if (cacheMs <= 0) return renderFresh(request, view);
    const now = Date.now();
    const key = [request.url, view.mode, view.lang, view.width, view.list, template.length].join('\n');
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.screen;
    if (cache.size >= CACHE_LIMIT) {
      for (const [old, entry] of cache) if (entry.until <= now) cache.delete(old);
      if (cache.size >= CACHE_LIMIT) cache.clear();
    }
    const screen = renderFresh(request, view);
    cache.set(key, { until: now + cacheMs, screen });
    return screen;
  };
}
