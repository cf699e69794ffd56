/**
 * The server-rendered first screens, once: which pages the api renders, for which theme, language
 * and width (the `ui` cookie), in which width bands, and which of them show the card list. Used by
 * the api (http/web-ssr.ts), the web's server render and entry (src/ssr, src/router) and its build
 * (vite.config.ts). public/theme-init.js runs before any module and restates it; its test
 * (packages/web/src/ssr/themeInit.test.ts) keeps the two in step.
 */
import { routes } from './routes.ts';

/** The pages whose first screen is rendered on the server: the entry pages of visitors. */
export const SERVER_RENDERED_PATHS = [routes.home(), routes.dashboard()] as const;
export type ServerRenderedPath = (typeof SERVER_RENDERED_PATHS)[number];

export function isServerRendered(pathname: string): pathname is ServerRenderedPath {
  return (SERVER_RENDERED_PATHS as readonly string[]).includes(pathname);
}

/**
 * The marketplace's card list: `/dashboard` and `/?category=`. Its answer is the first screen's
 * largest content (prefetched, rendered on the server), and it is rendered as a grid.
 */
export function isMarketplaceList(pathname: string, search: URLSearchParams): boolean {
  return pathname === routes.dashboard() || (pathname === routes.home() && search.has('category'));
}

/**
 * The web's breakpoints (MUI's default sm, md, lg, xl; the header's narrow limit is sm). Every
 * width of a band lays out the same, so one render per band serves them all.
 */
export const WIDTH_BREAKPOINTS = [600, 900, 1200, 1536] as const;
/** The width rendered for below the first breakpoint, and for a phone on a first visit. */
export const MOBILE_WIDTH = 412;
/** The width rendered for a desktop on a first visit. */
export const DESKTOP_WIDTH = 1280;

/** The width a viewport `width` px wide is rendered for: the lower limit of its band. */
export function bandWidth(width: number): number {
  const below = WIDTH_BREAKPOINTS.filter((limit) => width >= limit);
  return below.length === 0 ? MOBILE_WIDTH : below[below.length - 1]!;
}

const THEME_MODES = ['light', 'dark'] as const;
const UI_LANGUAGES = ['en', 'vi'] as const;

/** What a first screen is rendered for: the visitor's theme, language and viewport width. */
export interface UiView {
  mode: (typeof THEME_MODES)[number];
  lang: (typeof UI_LANGUAGES)[number];
  width: number;
}

/** The `ui` cookie: `ui=dark.vi.1280`, for a year, on every page. */
export const UI_COOKIE_NAME = 'ui';
const UI_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';
const UI_COOKIE = /(?:^|;\s*)ui=(light|dark)\.(en|vi)\.(\d{2,5})(?:;|$)/;

/** The `document.cookie` assignment that keeps `view` for the next page request. */
export function encodeUiCookie(view: UiView): string {
  return `${UI_COOKIE_NAME}=${view.mode}.${view.lang}.${Math.round(view.width)}; ${UI_COOKIE_ATTRIBUTES}`;
}

/** The view of a request's Cookie header (its width as written, not banded); undefined without a valid `ui`. */
export function decodeUiCookie(cookieHeader: string | undefined): UiView | undefined {
  const match = UI_COOKIE.exec(cookieHeader ?? '');
  if (!match) return undefined;
  return { mode: match[1] as UiView['mode'], lang: match[2] as UiView['lang'], width: Number(match[3]) };
}

/**
 * `<html data-ssr>` of a server-rendered page: the theme, language and width it was rendered for
 * (`dark vi 1200`); theme-init.js compares them with the visitor's before the app hydrates.
 */
export const renderedFor = (view: UiView) => `${view.mode} ${view.lang} ${view.width}`;
