import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bandWidth,
  canonicalListSearch,
  DESKTOP_WIDTH,
  decodeSessionCookie,
  decodeUiCookie,
  isServerRendered,
  MOBILE_WIDTH,
  sessionMark,
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
  /** The path the screen sends its reader to instead (an NFT that does not exist: /not-found). */
  redirect?: string;
}

interface ServerEntry {
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(
    url: string,
    options: VisitorView & { accessToken?: string; signal?: AbortSignal },
  ): Promise<RenderResult>;
}

/** The theme, language and width a first screen is rendered for (its width one per band of the web's breakpoints). */
export type VisitorView = UiView;

/** A signed-in reader of a page: the `session` cookie's token, verified, and its mark for <html data-ssr>. */
export interface PageSession {
  accessToken: string;
  mark: string;
}

export interface FirstScreen extends VisitorView {
  result: RenderResult;
  /** The session the page was rendered for; undefined for a visitor's page. */
  session?: PageSession;
}

/** Checks an access token: its subject when valid (the api's TokenService.verify). */
export type VerifyToken = (token: string) => Promise<unknown>;

/**
 * The signed-in reader of a page request: the `session` cookie's token when it is valid for this
 * api; undefined for a visitor, or for a token that is malformed, expired or forged (the page is
 * then a visitor's, and the app signs the stale session out in the browser).
 */
export async function pageSession(
  request: Pick<FastifyRequest, 'headers'>,
  verify: VerifyToken,
): Promise<PageSession | undefined> {
  const accessToken = decodeSessionCookie(request.headers.cookie);
  const mark = accessToken && sessionMark(accessToken);
  if (!accessToken || !mark || !(await verify(accessToken))) return undefined;
  return { accessToken, mark };
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
 * The address a visitor's first screen is rendered from and kept under: the path, and the list
 * parameters in their one canonical form (canonicalListSearch), which are all the public screens
 * read from a query string. Other parameters (a tracker's, a cache-buster's) and other spellings
 * of the same list (`page=02`, reordered) then share one render instead of each costing its own.
 */
export function visitorScreenUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = canonicalListSearch(new URLSearchParams(url.slice(mark + 1)));
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

/** The page request being rendered, and the session it is rendered for. */
interface Rendering {
  request: FastifyRequest;
  session?: PageSession;
}

/**
 * The web app's api requests during a render, answered in-process (`inject`) as the reader: the
 * page's session token when signed in, none for a visitor, and counted against the reader's IP
 * like the client's own requests (the page request being rendered is found through `rendering`).
 */
function injectTransport(app: FastifyInstance, rendering: AsyncLocalStorage<Rendering>) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET')
      throw new Error(`a server render only reads: ${init.method} ${url}`);
    const current = rendering.getStore();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (current?.session) headers.authorization = `Bearer ${current.session.accessToken}`;
    const response = await app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: current?.request.ip,
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
 * Renders the first screen of every screen of the route table its reader may open, as they see it:
 * a visitor every public screen from its list parameters (visitorScreenUrl), kept `cacheMs` per
 * (that address, theme, language, width, list view) like the visitors' lists; a signed-in user
 * (the `session` cookie, see pageSession) every screen from the address as asked, as that user,
 * never kept. Each from the same api answers the client would fetch (asked in-process,
 * see injectTransport). Undefined when the page is not rendered on the server or the render failed
 * (logged): the page then goes out as the plain index.html, never as an error. The server part is
 * loaded once; after a rebuild of the web app, restart the api.
 */
export function loadServerRender(
  app: FastifyInstance,
  webDist: string,
  { cacheMs, verifyToken }: { cacheMs: number; verifyToken: VerifyToken },
): ServerRender | undefined {
  const entryFile = path.join(serverBuildDir(webDist), 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  let entry: Promise<ServerEntry> | undefined;
  const rendering = new AsyncLocalStorage<Rendering>();
  const loadEntry = async () => {
    const ssr = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    ssr.setTransport(injectTransport(app, rendering));
    return ssr;
  };
  const cache = new Map<string, { until: number; screen: Promise<FirstScreen | undefined> }>();

  const renderFresh = async (
    request: FastifyRequest,
    url: string,
    view: VisitorView,
    session?: PageSession,
  ): Promise<FirstScreen | undefined> => {
    try {
      entry ??= loadEntry();
      const ssr = await entry;
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const accessToken = session?.accessToken;
      const result = await rendering.run({ request, session }, () =>
        ssr.render(url, { ...view, accessToken, signal }),
      );
      return { ...view, result, session };
    } catch (error) {
      request.log.error({ err: error, url }, 'server render failed: the page goes out unrendered');
      return undefined;
    }
  };

  return async (request, template) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!isServerRendered(pathname, true)) return undefined;
    const view = visitorView(request);
    const session = await pageSession(request, verifyToken);
    if (session) return renderFresh(request, request.url, view, session);
    if (!isServerRendered(pathname)) return undefined;
    const url = visitorScreenUrl(request.url);
    if (cacheMs <= 0) return renderFresh(request, url, view);
    const now = Date.now();
    const key = [url, view.mode, view.lang, view.width, view.list, template.length].join('\n');
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.screen;
    if (cache.size >= CACHE_LIMIT) {
      for (const [old, entry] of cache) if (entry.until <= now) cache.delete(old);
      if (cache.size >= CACHE_LIMIT) cache.clear();
    }
    const screen = renderFresh(request, url, view);
    cache.set(key, { until: now + cacheMs, screen });
    return screen;
  };
}
