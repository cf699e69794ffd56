/**
 * The server-rendered first screens, once: which pages the api renders (every public screen of the
 * route table), for which theme, language, width and list view (the `ui` cookie), in which width
 * bands. Used by the api (http/web-ssr.ts), the web's server render and entry (src/ssr, src/router)
 * and its build (vite.config.ts). public/theme-init.js runs before any module and restates the
 * cookie; its test (packages/web/src/ssr/themeInit.test.ts) keeps the two in step.
 */
import { isProtectedRoute, matchRoute, type RouteName } from './routes.ts';

/**
 * The screen whose first screen the api renders for `pathname`: every screen of the route table
 * that the reader may open — a visitor the public ones, a signed-in user (the `session` cookie)
 * every one. A new screen is rendered on the server by being in the table.
 */
export function serverRenderedScreen(pathname: string, signedIn = false): RouteName | undefined {
  const match = matchRoute(pathname);
  return match && (signedIn || !isProtectedRoute(match.name)) ? match.name : undefined;
}

export function isServerRendered(pathname: string, signedIn = false): boolean {
  return serverRenderedScreen(pathname, signedIn) !== undefined;
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
/** How card lists are shown (the list view toggle; the device remembers the choice). */
export const LIST_VIEWS = ['grid', 'list'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** What a first screen is rendered for: the visitor's theme, language, viewport width and list view. */
export interface UiView {
  mode: (typeof THEME_MODES)[number];
  lang: (typeof UI_LANGUAGES)[number];
  width: number;
  list: ListView;
}

/** The `ui` cookie: `ui=dark.vi.1280.grid`, for a year, on every page. */
export const UI_COOKIE_NAME = 'ui';
const UI_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';
// The list view came later: a cookie written without it means the grid.
const UI_COOKIE = /(?:^|;\s*)ui=(light|dark)\.(en|vi)\.(\d{2,5})(?:\.(grid|list))?(?:;|$)/;

/** The `document.cookie` assignment that keeps `view` for the next page request. */
export function encodeUiCookie(view: UiView): string {
  return `${UI_COOKIE_NAME}=${view.mode}.${view.lang}.${Math.round(view.width)}.${view.list}; ${UI_COOKIE_ATTRIBUTES}`;
}

/** The view of a request's Cookie header (its width as written, not banded); undefined without a valid `ui`. */
export function decodeUiCookie(cookieHeader: string | undefined): UiView | undefined {
  const match = UI_COOKIE.exec(cookieHeader ?? '');
  if (!match) return undefined;
  return {
    mode: match[1] as UiView['mode'],
    lang: match[2] as UiView['lang'],
    width: Number(match[3]),
    list: (match[4] ?? 'grid') as ListView,
  };
}

/**
 * The `session` cookie: the signed-in app's access token (the web keeps it in localStorage and
 * writes this copy beside it), so the api renders a signed-in user's pages as they will see them.
 * Only the page render reads it; api calls still authenticate by their `Authorization` header, so
 * the cookie authorises nothing a cross-site request could use. Lax, like `ui`.
 */
export const SESSION_COOKIE_NAME = 'session';
const SESSION_COOKIE = /(?:^|;\s*)session=([\w-]+\.[\w-]+\.[\w-]+)(?:;|$)/;

/** The `document.cookie` assignment that keeps `token` (or, with null, removes it) for the next page request. */
export function encodeSessionCookie(token: string | null, { secure = false } = {}): string {
  const attributes = `path=/; samesite=lax${secure ? '; secure' : ''}`;
  return token === null
    ? `${SESSION_COOKIE_NAME}=; ${attributes}; max-age=0`
    : `${SESSION_COOKIE_NAME}=${token}; ${attributes}; max-age=31536000`;
}

/** The access token of a request's Cookie header; undefined without a well-formed `session`. */
export function decodeSessionCookie(cookieHeader: string | undefined): string | undefined {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
}

/**
 * Names a session without its secret part: the access token's subject and issue time
 * (`12.1764284400`), which the signed-in page carries on <html data-ssr> so theme-init.js can tell
 * it was rendered for the session this browser holds. Undefined for a token it cannot read.
 */
export function sessionMark(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (!claims || typeof claims !== 'object') return undefined;
    const { sub, iat } = claims as { sub?: unknown; iat?: unknown };
    return typeof sub === 'string' && /^[\w-]+$/.test(sub) && typeof iat === 'number'
      ? `${sub}.${iat}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `<html data-ssr>` of a server-rendered page: the theme, language, width and list view it was
 * rendered for, and for a signed-in user the session's mark (`dark vi 1200 grid 12.1764284400`);
 * theme-init.js compares them with the visitor's before the app hydrates.
 */
export const renderedFor = (view: UiView, session?: string) =>
  `${view.mode} ${view.lang} ${view.width} ${view.list}${session ? ` ${session}` : ''}`;
