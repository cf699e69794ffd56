import { encodeUiCookie } from '@vrmarket/domain';
import { storedListView } from '../components/list/storedListView.ts';

/** The `ui` cookie for the theme and language on <html>, the viewport's width and the list view; undefined before the theme is decided. */
function currentUiCookie(): string | undefined {
  const root = document.documentElement;
  const mode = root.dataset.theme;
  if (mode !== 'light' && mode !== 'dark') return undefined;
  const lang = root.lang === 'vi' ? 'vi' : 'en';
  return encodeUiCookie({ mode, lang, width: window.innerWidth, list: storedListView() });
}

/**
 * What public/theme-init.js wrote as the page started: it decided the same theme, language and
 * list view on the same <html> before any module ran, so this module, loaded after it, finds them.
 */
let written = typeof document === 'undefined' ? undefined : currentUiCookie();

/**
 * Writes the `ui` cookie (the domain's first-screen codec) for the theme and language on <html>,
 * the viewport's width and the list view. public/theme-init.js writes it on every page load; the
 * app writes it again when the visitor switches theme, language or list view, so the next page
 * request (a reload, a new tab) is rendered as they will see it instead of being rendered afresh.
 * Only a changed cookie is written: the app's start announces the language and theme theme-init.js
 * has just written, and setting a cookie is a call to Chromium's network process, which held a
 * loading page's main thread ~6 ms here (25 ms under Lighthouse's 4× CPU).
 */
export function writeUiCookie(): void {
  if (typeof document === 'undefined') return; // server rendering
  const cookie = currentUiCookie();
  if (cookie === undefined || cookie === written) return;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the same cookie theme-init.js writes synchronously; cookieStore is not in every browser.
    document.cookie = cookie;
    written = cookie;
  } catch {
    // Cookies disabled: every page renders for the defaults.
  }
}
