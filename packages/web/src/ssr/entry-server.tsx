import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n, i18nReady, type Language } from '../i18n/index.ts';
import { appRoutes } from '../router/router.tsx';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import type { ThemeMode } from '../theme/mode.ts';
import { type FirstScreenQuery, firstScreenQueries } from './firstScreen.ts';
import { matchesWidth } from './mediaQuery.ts';

export type { FirstScreenQuery };
export { firstScreenQueries };

export interface RenderOptions {
  mode: ThemeMode;
  lang: Language;
  /** The viewport width the markup is laid out for (the media queries of the header and filters). */
  width: number;
  /** The api's answers to `firstScreenQueries(url)`, by their `path`. */
  answers: Map<string, unknown>;
  /** Stops a render that takes too long; `render` then rejects. */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The emotion styles of that markup, as one `<style data-emotion>` element for the head. */
  css: string;
  /** The react-query cache the markup was rendered from (`dehydrate`), for the client to hydrate. */
  state: unknown;
  /**
   * `<link rel="preload">` elements for the head: React writes one for each picture rendered with
   * `fetchPriority="high"` (the first cards', the likely LCP element) ahead of the markup.
   */
  preloads: string;
}

/**
 * One handler for every render: it loads each lazy route's code once and keeps it (it updates the
 * lazy definitions of the route table it was made from, so a second handler would find them spent).
 */
const handler = createStaticHandler(appRoutes);

/**
 * Renders the first screen of `url` as a visitor sees it, in the given theme, language and width,
 * from the api's answers. Waits for the lazy code of every part (React's static prerender), so the
 * HTML holds the whole first screen; queries without an answer render their loading state, as the
 * client would before its request returns.
 */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'), { signal: options.signal });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  for (const query of firstScreenQueries(url)) {
    if (options.answers.has(query.path))
      queryClient.setQueryData(query.queryKey, options.answers.get(query.path));
  }
  await i18nReady;
  const translator = i18n.cloneInstance({ lng: options.lang });
  await translator.loadLanguages(options.lang);
  await translator.changeLanguage(options.lang);

  const cache = serverCache();
  const app = (
    <CacheProvider value={cache}>
      <I18nextProvider i18n={translator}>
        <AppThemeProvider mode={options.mode}>
          <MediaWidth width={options.width}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </MediaWidth>
        </AppThemeProvider>
      </I18nextProvider>
    </CacheProvider>
  );
  const { prelude } = await prerenderToNodeStream(app, {
    signal: options.signal,
    // Every boundary inline: an outlined one needs an inline script to reveal, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  // React's hoisted resources lead the markup; they belong to the head, not to #root.
  const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  const html = markup.slice(preloads.length);
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, css: styleTag(cache), state, preloads };
}

/** An emotion cache that keeps the styles it is given (`compat`) instead of writing `<style>` beside each element. */
function serverCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * One `<style data-emotion="css id1 id2 …">` with every rule of the render, global ones first (they
 * rendered first). The client's emotion cache adopts it at start: it moves the element to the
 * head and marks those ids as inserted, so hydration adds no style twice.
 */
function styleTag(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  for (const [id, value] of Object.entries(cache.inserted)) {
    if (typeof value !== 'string') continue;
    ids.push(...id.split(' '));
    rules += value;
  }
  return `<style data-emotion="css ${ids.join(' ')}">${rules.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The header and the filter panel choose their layout with `useMediaQuery(…, { noSsr: true })`:
 * on the server those answer for `width` (MUI's `ssrMatchMedia`), so the client, reading the real
 * viewport while hydrating, gets the same layout when the width is right (public/theme-init.js
 * checks it and lets the client render afresh when it is not).
 */
function MediaWidth({ width, children }: { width: number; children: ReactNode }) {
  return (
    <ThemeProvider
      theme={(outer: Record<string, unknown> & { components?: Record<string, unknown> }) => ({
        ...outer,
        components: {
          ...outer.components,
          MuiUseMediaQuery: {
            defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, width) }) },
          },
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
}
