import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import {
  bandWidth,
  decodeUiCookie,
  encodeUiCookie,
  renderedFor,
  type UiView,
  WIDTH_BREAKPOINTS,
} from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../features/session/sessionStore.ts';
import { createAppTheme } from '../theme/createAppTheme.ts';

const SCRIPT = readFileSync(new URL('../../public/theme-init.js', import.meta.url), 'utf8');

interface Visit {
  url?: string;
  width: number;
  storage?: Record<string, string>;
  /** `<html data-ssr>` of a server-rendered page. */
  rendered?: string;
}

/**
 * Runs public/theme-init.js as the browser runs it before the app, in a page of just what the
 * script touches: <html>'s attributes, the cookie it writes, storage, the viewport and location.
 */
function runThemeInit({ url = '/', width, storage = {}, rendered }: Visit) {
  const attributes = new Map<string, string>(rendered ? [['data-ssr', rendered]] : []);
  const page = { cookie: '' };
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  const documentElement = {
    lang: '',
    style: {} as Record<string, string>,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const context = createContext({
    URLSearchParams,
    document: {
      currentScript: null,
      readyState: 'complete',
      documentElement,
      addEventListener: () => {},
      set cookie(value: string) {
        page.cookie = value;
      },
    },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: false }),
    navigator: { languages: ['en-US'], language: 'en-US' },
    innerWidth: width,
    location: { pathname, search, hash },
  });
  runInContext('window = globalThis;', context);
  runInContext(SCRIPT, context);
  return {
    cookie: page.cookie,
    lang: documentElement.lang,
    theme: attributes.get('data-theme'),
    stale: attributes.has('data-ssr-stale'),
    /** A top-level constant of the script (they share the page's global scope). */
    constant: (name: string): unknown => runInContext(name, context),
  };
}

const chosen = (view: Omit<UiView, 'width'>) => ({
  theme: view.mode,
  lang: view.lang,
  ...(view.list === 'list' ? { nftView: 'list' } : {}),
});

describe('public/theme-init.js keeps in step with the first screens of @vrmarket/domain', () => {
  it.each<UiView>([
    { mode: 'dark', lang: 'vi', width: 1280, list: 'list' },
    { mode: 'light', lang: 'en', width: 412, list: 'grid' },
  ])('writes the ui cookie as the codec does: %o', (view) => {
    const page = runThemeInit({ width: view.width, storage: chosen(view) });
    expect(page.theme).toBe(view.mode);
    expect(page.lang).toBe(view.lang);
    expect(page.cookie).toBe(encodeUiCookie(view));
    expect(decodeUiCookie(page.cookie.split(';')[0])).toEqual(view);
  });

  it("uses the web's breakpoints, which are MUI's", () => {
    const page = runThemeInit({ width: 1280 });
    expect(page.constant('WIDTH_BREAKPOINTS')).toEqual([...WIDTH_BREAKPOINTS]);
    const { sm, md, lg, xl } = createAppTheme('light').breakpoints.values;
    expect([sm, md, lg, xl]).toEqual([...WIDTH_BREAKPOINTS]);
  });

  it('hydrates markup laid out for the same band of widths, renders afresh for another', () => {
    const widths = [320, ...WIDTH_BREAKPOINTS.flatMap((limit) => [limit - 1, limit]), 2560];
    const view = { mode: 'dark', lang: 'en', list: 'grid' } as const;
    for (const renderedWidth of widths) {
      const rendered = renderedFor({ ...view, width: bandWidth(renderedWidth) });
      for (const width of widths) {
        const page = runThemeInit({ width, storage: chosen(view), rendered });
        expect({ rendered, width, stale: page.stale }).toEqual({
          rendered,
          width,
          stale: bandWidth(renderedWidth) !== bandWidth(width),
        });
      }
    }
  });

  it('renders afresh for another theme, language or list view', () => {
    const rendered = renderedFor({ mode: 'light', lang: 'en', width: 1200, list: 'grid' });
    const visit = (storage: Record<string, string>) => runThemeInit({ width: 1280, storage, rendered }).stale;
    expect(visit({ theme: 'light', lang: 'en' })).toBe(false);
    expect(visit({ theme: 'dark', lang: 'en' })).toBe(true);
    expect(visit({ theme: 'light', lang: 'vi' })).toBe(true);
    expect(visit({ theme: 'light', lang: 'en', nftView: 'list' })).toBe(true);
    const renderedAsList = renderedFor({ mode: 'light', lang: 'en', width: 1200, list: 'list' });
    const listVisit = runThemeInit({
      width: 1280,
      storage: { theme: 'light', lang: 'en', nftView: 'list' },
      rendered: renderedAsList,
    });
    expect(listVisit.stale).toBe(false);
  });

  it('has the app render afresh for a signed-in user: the server renders what a visitor sees', () => {
    const rendered = renderedFor({ mode: 'light', lang: 'en', width: 1200, list: 'grid' });
    const visitor = { theme: 'light', lang: 'en' };
    expect(runThemeInit({ width: 1280, storage: visitor, rendered }).stale).toBe(false);
    const signedIn = { ...visitor, [ACCESS_TOKEN_KEY]: 'a.b.c' };
    expect(runThemeInit({ width: 1280, storage: signedIn, rendered }).stale).toBe(true);
  });

  it('has the app render afresh a page opened with a fragment, which the server never saw', () => {
    const rendered = renderedFor({ mode: 'light', lang: 'en', width: 1200, list: 'grid' });
    const storage = { theme: 'light', lang: 'en' };
    expect(runThemeInit({ url: '/login#code=abc', width: 1280, storage, rendered }).stale).toBe(true);
    expect(runThemeInit({ url: '/login', width: 1280, storage, rendered }).stale).toBe(false);
  });
});
