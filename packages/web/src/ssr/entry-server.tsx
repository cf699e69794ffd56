import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/App.tsx';
import { i18n, i18nReady, type Language } from '../i18n/index.ts';
import { appRoutes } from '../router/router.tsx';
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
  /** The emotion styles of that markup, as `<style data-emotion>` elements for the head. */
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

  // The header and the filter panel choose their layout with `useMediaQuery(…, { noSsr: true })`:
  // here those answer for `width`, so the client, reading the real viewport while hydrating, gets
  // the same layout when the width is right (public/theme-init.js checks it and has the client
  // render afresh when it is not). No extra provider: hydration needs the same tree (useId).
  const styles = serverCache();
  const app = (
    <CacheProvider value={styles.cache}>
      <I18nextProvider i18n={translator}>
        <AppProviders
          mode={options.mode}
          ssrMatchMedia={(query) => ({ matches: matchesWidth(query, options.width) })}
          client={queryClient}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
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
  return { html, css: styleTags(styles), state, preloads };
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
