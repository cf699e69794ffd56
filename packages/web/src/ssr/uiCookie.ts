import { encodeUiCookie } from '@vrmarket/domain';
import { storedListView } from '../components/list/useViewMode.ts';

/**
 * Writes the `ui` cookie (the domain's first-screen codec) for the theme and language on <html>,
 * the viewport's width and the list view. public/theme-init.js writes it on every page load; the
 * app writes it again when the visitor switches theme, language or list view, so the next page
 * request (a reload, a new tab) is rendered as they will see it instead of being rendered afresh.
 */
export function writeUiCookie(): void {
  if (typeof document === 'undefined') return; // server rendering
  const root = document.documentElement;
  const mode = root.dataset.theme;
  if (mode !== 'light' && mode !== 'dark') return;
  const lang = root.lang === 'vi' ? 'vi' : 'en';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the same cookie theme-init.js writes synchronously; cookieStore is not in every browser.
    document.cookie = encodeUiCookie({ mode, lang, width: window.innerWidth, list: storedListView() });
  } catch {
    // Cookies disabled: every page renders for the defaults.
  }
}
