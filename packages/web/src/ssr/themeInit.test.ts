import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import {
  bandWidth,
  decodeUiCookie,
  encodeUiCookie,
  renderedFor,
  sessionMark,
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
    atob,
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

/** A JWT-shaped token with these claims (theme-init reads them; nothing checks the signature there). */
const token = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('c2ln')
    .join('.');

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

  it('hydrates markup rendered for the stored session, renders afresh for any other', () => {
    const view = { mode: 'light', lang: 'en', width: 1200, list: 'grid' } as const;
    const now = Math.floor(Date.now() / 1000);
    const alice = token({ sub: '7', iat: now, exp: now + 3600 });
    const aliceAgain = token({ sub: '7', iat: now + 1, exp: now + 3601 });
    const expired = token({ sub: '7', iat: now - 7200, exp: now - 3600 });
    const visit = (stored: string | null, rendered: string) =>
      runThemeInit({
        width: 1280,
        storage: { theme: 'light', lang: 'en', ...(stored ? { [ACCESS_TOKEN_KEY]: stored } : {}) },
        rendered,
      }).stale;
    const forVisitor = renderedFor(view);
    const forAlice = renderedFor(view, sessionMark(alice));
    // The mark theme-init reads from storage is the domain's, so the server's markup matches it.
    expect(forAlice).toBe(`light en 1200 grid 7.${now}`);
    expect(visit(null, forVisitor)).toBe(false);
    expect(visit(alice, forAlice)).toBe(false);
    // Signed in since the page was asked for, out since, or as another session.
    expect(visit(alice, forVisitor)).toBe(true);
    expect(visit(null, forAlice)).toBe(true);
    expect(visit(aliceAgain, forAlice)).toBe(true);
    // An expired token is dropped by the app, as the api refuses it: a visitor's page hydrates.
    expect(visit(expired, forVisitor)).toBe(false);
    expect(visit(expired, renderedFor(view, sessionMark(expired)))).toBe(true);
    expect(visit('not.a.token', forVisitor)).toBe(true);
  });

  it('has the app render afresh a page opened with a fragment, which the server never saw', () => {
    const rendered = renderedFor({ mode: 'light', lang: 'en', width: 1200, list: 'grid' });
    const storage = { theme: 'light', lang: 'en' };
    expect(runThemeInit({ url: '/login#code=abc', width: 1280, storage, rendered }).stale).toBe(true);
    expect(runThemeInit({ url: '/login', width: 1280, storage, rendered }).stale).toBe(false);
  });
});
