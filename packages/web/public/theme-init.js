// Decide the theme and language before the first paint, so the page never flashes the wrong one.
// The app reads the same decision from <html data-theme> (src/theme/mode.ts) and, for the
// language, decides alike (src/i18n/index.ts).
const EARLY_CLICK_TARGETS =
  'button, [role="button"], [role="tab"], [role="combobox"], input[type="checkbox"], input[type="radio"]';

(() => {
  const root = document.documentElement;
  let theme = null;
  let lang = null;
  try {
    theme = localStorage.getItem('theme');
    lang = localStorage.getItem('lang');
  } catch (_) {
    // Storage unavailable: fall back to the system preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  if (!lang) lang = navigator.languages?.[0] || navigator.language || '';
  lang = lang.indexOf('vi') === 0 ? 'vi' : 'en';
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.lang = lang;

  // The server renders the first screen for the theme, language and width of this cookie
  // (packages/api/src/http/web-ssr.ts); light, English and a guessed width without it.
  const width = window.innerWidth;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous before the next page request; cookieStore is not in every browser.
    document.cookie = `ui=${theme}.${lang}.${width}; path=/; max-age=31536000; samesite=lax`;
  } catch (_) {
    // Cookies disabled: every page renders for the defaults.
  }
  // Markup rendered for another theme, language or band of widths (the web's breakpoints) is
  // hidden by index.html's style, and the app renders afresh instead of hydrating it (src/main.tsx).
  const rendered = (root.getAttribute('data-ssr') || '').split(' ');
  if (rendered.length !== 3) return;
  const band = (w) => [600, 900, 1200, 1536].filter((limit) => w >= limit).length;
  // The server renders card lists as a grid; a visitor who chose the list view (useViewMode) gets
  // the list rendered by the app.
  let listView = false;
  try {
    listView = localStorage.getItem('nftView') === 'list';
  } catch (_) {
    // Storage unavailable: the grid.
  }
  const { pathname, search } = window.location;
  const cardList = pathname === '/dashboard' || (pathname === '/' && /[?&]category=/.test(search));
  if (
    rendered[0] !== theme ||
    rendered[1] !== lang ||
    band(Number(rendered[2])) !== band(width) ||
    (listView && cardList)
  ) {
    root.setAttribute('data-ssr-stale', '');
    return;
  }
  // Until the app has loaded and hydrated the markup, its buttons do nothing: a click on one is
  // kept and replayed once the app runs (src/main.tsx). Links navigate as plain links meanwhile.
  const clicks = [];
  const keep = (event) => {
    const target = event.target instanceof Element ? event.target.closest(EARLY_CLICK_TARGETS) : null;
    if (!target || target.closest('a[href]')) return;
    clicks.push(target);
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  document.addEventListener('click', keep, true);
  window.__earlyClicks = { clicks, stop: () => document.removeEventListener('click', keep, true) };
})();
