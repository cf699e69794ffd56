import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type ApiTransport, setApiTransport } from '../api/client.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import type { ViewMode } from '../components/list/useViewMode.ts';
import type { Session } from '../features/session/sessionStore.ts';
import { profileQuery } from '../features/session/useProfile.ts';
import { RenderedSession, VISITOR } from '../features/session/useSession.ts';
import { i18n, type Language, startI18n } from '../i18n/index.ts';
import { type ServerRedirect, ServerRedirectContext } from '../router/Redirect.tsx';
import { appRoutes } from '../router/router.tsx';
import type { ThemeMode } from '../theme/mode.ts';
import { matchesWidth } from './mediaQuery.ts';

/**
 * How the app's api requests are answered while rendering (the api answers them in-process, as
 * the reader: with the page's session token, or none for a visitor). Set once, when the api loads
 * this module.
 */
export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

export interface RenderOptions {
  mode: ThemeMode;
  lang: Language;
  /** The viewport width the markup is laid out for (the media queries of the header and filters). */
  width: number;
  /** How card lists are shown (the visitor's list view toggle). */
  list: ViewMode;
  /**
   * The signed-in reader's access token (the `session` cookie, verified by the api); none for a
   * visitor. The screen renders as theirs; the transport sends their requests with it.
   */
  accessToken?: string;
  /** Stops a render that takes too long; `render` then rejects. */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The emotion styles of that markup, as `<style data-emotion>` elements for the head. */
  css: string;
  /** The react-query cache the markup was rendered from (`dehydrate`), for the client to hydrate. */
  state: unknown;
  /**
   * `<link rel="preload">` elements for the head: React writes one for each picture rendered with
   * `fetchPriority="high"` (the first cards', the likely LCP element) ahead of the markup.
   */
  preloads: string;
  /**
   * Where the screen sends its reader instead (a <Redirect>: an NFT that does not exist goes to
   * /not-found, its owner to the inventory detail): the api answers with an HTTP redirect there.
   */
  redirect?: string;
}

/**
 * One handler for every render: it loads each lazy route's code once and keeps it (it updates the
 * lazy definitions of the route table it was made from, so a second handler would find them spent).
 */
const handler = createStaticHandler(appRoutes);

/**
 * Renders after asking for data at most this many times: the screen's own requests, then those
 * that wait for their answers (a collection's once its NFT is in), then one more layer.
 */
const DATA_ROUNDS = 3;

/**
 * Renders the first screen of `url` as its reader sees it (a visitor, or the signed-in user of
 * `accessToken`), in the given theme, language, width and list view. Any screen: what it asks the api for is found by rendering it. Each round renders the
 * screen, fetches the requests it started that have no answer yet (through the transport), and
 * renders again with the answers, until nothing new is asked or after DATA_ROUNDS; a request that
 * fails renders its loading state, as the client shows before its own request returns. Waits for
 * the lazy code of every part (React's static prerender), so the HTML holds the whole first screen.
 */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'), { signal: options.signal });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  await startI18n();
  const session = await renderedSession(queryClient, options.accessToken);
  const translator = i18n.cloneInstance({ lng: options.lang });
  await translator.loadLanguages(options.lang);
  await translator.changeLanguage(options.lang);

  // The header and the filter panel choose their layout with `useMediaQuery(…, { noSsr: true })`:
  // here those answer for `width`, so the client, reading the real viewport while hydrating, gets
  // the same layout when the width is right (public/theme-init.js checks it and has the client
  // render afresh when it is not). No extra provider: hydration needs the same tree (useId).
  let redirect: ServerRedirect = {};
  const app = (cache: EmotionCache): ReactNode => (
    <ServerRedirectContext.Provider value={redirect}>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={translator}>
          <AppProviders
            mode={options.mode}
            ssrMatchMedia={(query) => ({ matches: matchesWidth(query, options.width) })}
            listView={options.list}
            client={queryClient}
          >
            <RenderedSession.Provider value={session}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RenderedSession.Provider>
          </AppProviders>
        </I18nextProvider>
      </CacheProvider>
    </ServerRedirectContext.Provider>
  );

  const asked = new Set<string>();
  let styles = serverCache();
  let markup = await prerender(app(styles.cache), options.signal);
  for (let round = 0; round < DATA_ROUNDS; round++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !asked.has(query.queryHash) && isUnanswered(query));
    if (wanted.length === 0) break;
    for (const query of wanted) asked.add(query.queryHash);
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    for (const query of wanted) {
      if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
    }
    styles = serverCache();
    redirect = {};
    markup = await prerender(app(styles.cache), options.signal);
  }
  // React's hoisted elements lead the markup; they belong to the head, not to #root. The page's
  // <title> is the head's already (the api writes it per route for link previews), so only the
  // preloads go there.
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const preloads = hoisted.match(/<link [^>]*>/g)?.join('') ?? '';
  const html = markup.slice(hoisted.length);
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, css: styleTags(styles), state, preloads, redirect: redirect.to };
}

/**
 * The session a signed-in render is for: the token with the user's profile (asked first, and kept
 * in the page's query state, where the hydrating client finds the same; src/main.tsx). Without a
 * profile (the api refused the token) it renders as the browser would before its answer.
 */
async function renderedSession(queryClient: QueryClient, accessToken: string | undefined): Promise<Session> {
  if (!accessToken) return VISITOR;
  const profile = await queryClient.fetchQuery(profileQuery(accessToken)).catch(() => null);
  if (!profile) queryClient.removeQueries({ queryKey: profileQuery(accessToken).queryKey });
  return { accessToken, user: profile };
}

/** The elements React hoists ahead of the markup: resource hints, and a screen's <title> and <meta>. */
const HOISTED = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;

/** A request the render started (it is in the cache) that has no answer and is meant to run. */
function isUnanswered(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((query: Query) => boolean);
    queryFn?: unknown;
  };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && queryFn !== undefined && queryFn !== skipToken;
}

async function prerender(app: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    signal,
    // Every boundary inline: an outlined one needs an inline script to reveal, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}

/** An emotion cache that keeps the styles it is given (`compat`) instead of writing `<style>` beside each element. */
function serverCache(): { cache: EmotionCache; globals: Set<string> } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // <Global> (CssBaseline) inserts its rules with no selector, as a bare { name, styles }.
  const globals = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '' && !('next' in serialized)) globals.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, globals };
}

const safe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The styles of the render as emotion's own server rendering writes them: one
 * `<style data-emotion="css-global name">` per global style, which the client's <Global> adopts
 * (and replaces when the theme changes), then one `<style data-emotion="css id1 id2 …">` with
 * every class rule, which the client's cache adopts at start (it moves it to the head and marks
 * those ids as inserted), so hydration adds no style twice.
 */
function styleTags({ cache, globals }: { cache: EmotionCache; globals: Set<string> }): string {
  const ids: string[] = [];
  let tags = '';
  let rules = '';
  for (const [id, value] of Object.entries(cache.inserted)) {
    if (typeof value !== 'string') continue;
    if (globals.has(id)) {
      tags += `<style data-emotion="css-global ${id}">${safe(value)}</style>`;
      continue;
    }
    ids.push(...id.split(' '));
    rules += value;
  }
  return `${tags}<style data-emotion="css ${ids.join(' ')}">${safe(rules)}</style>`;
}
