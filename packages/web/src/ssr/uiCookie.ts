/**
 * The `ui` cookie (theme.language.width) the api renders a first screen for
 * (packages/api/src/http/web-ssr.ts). public/theme-init.js writes it on every page load; the app
 * writes it again when the visitor switches theme or language, so the next page request (a
 * reload, a new tab) is rendered as they will see it instead of being rendered afresh.
 */
export function writeUiCookie(): void {
  if (typeof document === 'undefined') return; // server rendering
  const root = document.documentElement;
  const theme = root.dataset.theme;
  if (theme !== 'light' && theme !== 'dark') return;
  const lang = root.lang === 'vi' ? 'vi' : 'en';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the same cookie theme-init.js writes synchronously; cookieStore is not in every browser.
    document.cookie = `ui=${theme}.${lang}.${window.innerWidth}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies disabled: every page renders for the defaults.
  }
}
