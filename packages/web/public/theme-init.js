// Decide the theme and language before the first paint, so the page never flashes the wrong one.
// The app reads the same decision from <html data-theme> (src/theme/mode.ts).
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
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  if (lang === 'en' || lang === 'vi') root.lang = lang;
})();
