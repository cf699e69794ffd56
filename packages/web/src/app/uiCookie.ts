import { encodeUiCookie, type UiView } from '@vrmarket/domain';
import { storedListView } from '../components/list/storedListView.ts';

/** What the visitor chose: the cookie without the viewport's width. */
type Choices = Omit<UiView, 'width'>;

/** The theme and language on <html> and the list view; undefined before the theme is decided. */
function choices(): Choices | undefined {
  const root = document.documentElement;
  const mode = root.dataset.theme;
  if (mode !== 'light' && mode !== 'dark') return undefined;
  return { mode, lang: root.lang === 'vi' ? 'vi' : 'en', list: storedListView() };
}

const same = (a: Choices | undefined, b: Choices | undefined) =>
  a?.mode === b?.mode && a?.lang === b?.lang && a?.list === b?.list;

/**
 * The choices public/theme-init.js wrote as the page started: it decided the same theme, language
 * and list view on the same <html> before any module ran, so this module, loaded after it, finds
 * them.
 */
let written = typeof document === 'undefined' ? undefined : choices();

/**
 * Writes the `ui` cookie (the domain's first-screen codec) for the theme and language on <html>,
 * the viewport's width and the list view. public/theme-init.js writes it on every page load; the
 * app writes it again when the visitor switches theme, language or list view, so the next page
 * request (a reload, a new tab) is rendered as they will see it instead of being rendered afresh.
 * Nothing is written, nor the width read, while the choices are those theme-init.js wrote: the
 * app's start announces them, and reading `innerWidth` then made the browser lay out the whole
 * server-rendered page inside the app's first task (~25 ms here, ~100 ms under Lighthouse's 4× CPU).
 */
export function writeUiCookie(): void {
  if (typeof document === 'undefined') return; // server rendering
  const chosen = choices();
  if (chosen === undefined || same(chosen, written)) return;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the same cookie theme-init.js writes synchronously; cookieStore is not in every browser.
    document.cookie = encodeUiCookie({ ...chosen, width: window.innerWidth });
    written = chosen;
  } catch {
    // Cookies disabled: every page renders for the defaults.
  }
}
