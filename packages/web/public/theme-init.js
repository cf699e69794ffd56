// Decide the theme and language before the first paint, so the page never flashes the wrong one.
// The app reads the same decision from <html data-theme> (src/theme/mode.ts) and, for the
// language, decides alike (src/i18n/index.ts).

// The first screens as @vrmarket/domain's first-screen.ts defines them (the ui cookie, the width
// bands, the session mark), restated (this script runs before any module can load);
// src/ssr/themeInit.test.ts keeps them in step.
/** The web's breakpoints: markup laid out in one band of widths does not fit another. */
const WIDTH_BREAKPOINTS = [600, 900, 1200, 1536];
/** The `ui` cookie the server renders the first screen for (encodeUiCookie). */
const uiCookie = (theme, lang, width, list) =>
  `ui=${theme}.${lang}.${width}.${list}; path=/; max-age=31536000; samesite=lax`;

// `[data-href]`: a clickable element that opens a page but is no link (a table row);
// `[tabindex="0"]`: any other control of the app's own making (a selectable table row).
const EARLY_CLICK_TARGETS =
  'button, [role="button"], [role="tab"], [role="combobox"], input[type="checkbox"], input[type="radio"], [data-href], [tabindex="0"]';

/** The latest moment the app's code is asked for on a server-rendered page, after its markup is parsed. */
const APP_CODE_AT_THE_LATEST_MS = 2000;

/**
 * A server-rendered page names the app's code on this script (data-app, data-preload; the api's
 * http/web-app.ts) instead of in module script tags: the first screen's markup, styles and pictures
 * get the network first, and the code is asked for once the page has loaded and painted (or after
 * APP_CODE_AT_THE_LATEST_MS, or at the first touch, key or focus), then hydrates it. Markup that is
 * stale (below) needs the app at once.
 */
const appCode = (script) => {
  const entry = script?.getAttribute('data-app');
  if (!entry) return () => {};
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    const preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  // A module script added by a script runs as soon as it is loaded: not before #root is parsed.
  const whenParsed = (then) => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };
  // The first contentful paint (a page without pictures can load before it), then two frames.
  const painted = new Promise((resolve) => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch (_) {
      resolve(); // no paint timing: the load event alone
    }
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', resolve, { once: true });
  });
  void Promise.all([painted, loaded]).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(request, 0))),
  );
  whenParsed(() => setTimeout(request, APP_CODE_AT_THE_LATEST_MS));
  // Someone already reaching for the page: the code is wanted now.
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    document.addEventListener(type, () => whenParsed(request), { capture: true, once: true, passive: true });
  }
  return () => whenParsed(request);
};

/**
 * The stored session's mark (@vrmarket/domain's sessionMark: `subject.issuedAt` of the access
 * token): '' when signed out or the token has expired (the app drops it), '?' when it cannot be read.
 */
const storedSessionMark = () => {
  let token = null;
  try {
    token = localStorage.getItem('access_token');
  } catch (_) {
    // Storage unavailable: no session either.
  }
  if (!token) return '';
  try {
    const payload = (token.split('.')[1] || '').replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload));
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return '';
    const valid =
      typeof claims.sub === 'string' && /^[\w-]+$/.test(claims.sub) && typeof claims.iat === 'number';
    return valid ? `${claims.sub}.${claims.iat}` : '?';
  } catch (_) {
    return '?';
  }
};

(() => {
  const requestAppNow = appCode(document.currentScript);
  const root = document.documentElement;
  let theme = null;
  let lang = null;
  // Card lists as a grid or a list (src/components/list/useViewMode.ts).
  let list = 'grid';
  try {
    theme = localStorage.getItem('theme');
    lang = localStorage.getItem('lang');
    if (localStorage.getItem('nftView') === 'list') list = 'list';
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

  // The server renders the first screen for the theme, language, width and list view of this
  // cookie (packages/api/src/http/web-ssr.ts); light, English, a guessed width and the grid without it.
  const width = window.innerWidth;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous before the next page request; cookieStore is not in every browser.
    document.cookie = uiCookie(theme, lang, width, list);
  } catch (_) {
    // Cookies disabled: every page renders for the defaults.
  }
  // Markup rendered for another theme, language, band of widths (the web's breakpoints) or list
  // view is hidden by index.html's style, and the app renders afresh instead of hydrating it
  // (src/main.tsx).
  const rendered = (root.getAttribute('data-ssr') || '').split(' ');
  if (rendered.length < 4 || rendered.length > 5) {
    requestAppNow();
    return;
  }
  const band = (w) => WIDTH_BREAKPOINTS.filter((limit) => w >= limit).length;
  // A signed-in user's page is rendered as theirs and names their session (the `session` cookie's);
  // a visitor's names none. Markup rendered for another session than the stored one (signed in or
  // out since, another account in another tab) is rendered afresh: hydrating it would show another
  // reader's header and buttons, and take clicks meant for them.
  const signedInAs = storedSessionMark();
  // The fragment never reaches the server (the sign-in callback's #code=…): a screen that reads it
  // renders something the server could not.
  const fragment = window.location.hash !== '' && window.location.hash !== '#';
  if (
    (rendered[4] || '') !== signedInAs ||
    fragment ||
    rendered[0] !== theme ||
    rendered[1] !== lang ||
    band(Number(rendered[2])) !== band(width) ||
    rendered[3] !== list
  ) {
    root.setAttribute('data-ssr-stale', '');
    requestAppNow();
    return;
  }
  // Until the app has loaded and hydrated the markup, its buttons and fields do nothing: a click
  // on a button and Enter in a field are kept (the text typed stays in the field) and replayed
  // once the app has hydrated them (src/ssr/replayEarlyInput.ts). Links React has not hydrated yet
  // navigate as plain links meanwhile. What React has hydrated carries its props (`__reactProps$…`)
  // and, once the app has committed, is left alone: a part in a lazy boundary (the signed-in
  // header's account) hydrates after the root, and React drops a click on a part it has not
  // hydrated yet.
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const early = {
    events: [],
    /** Set by the app once it runs: told of each input kept from then on. */
    onKept: null,
    replaying: false,
    /** Whether React has hydrated an element (the app waits on this before a replay). */
    hydrated,
    /** Dispatches a kept event's replay, which these listeners let through. */
    replay: (dispatch) => {
      early.replaying = true;
      try {
        dispatch();
      } finally {
        early.replaying = false;
      }
    },
  };
  // Until the app has committed its first render (it takes the kept input over then: `onKept`),
  // input on what React has hydrated is kept too: React gives a part its handlers while hydrating,
  // before the router listens (it subscribes when it commits), and a navigation then was lost (the
  // address changed, the screen stayed). After that, what React has hydrated is left to it.
  const appHas = (target) => early.onKept !== null && hydrated(target);
  const keep = (event, kind, target) => {
    if (early.replaying || appHas(target) || !document.getElementById('root')?.contains(target)) return;
    early.events.push({ kind, target });
    event.preventDefault();
    event.stopImmediatePropagation();
    early.onKept?.();
  };
  const keepClick = (event) => {
    if (!(event.target instanceof Element)) return;
    // A click on a link, or inside one, navigates as a plain link, unless React has the link
    // already: then it is the app's navigation, kept until the app has committed.
    const link = event.target.closest('a[href]');
    if (link) {
      if (hydrated(link)) keep(event, 'click', link);
      return;
    }
    const target = event.target.closest(EARLY_CLICK_TARGETS);
    if (target) keep(event, 'click', target);
  };
  const keepEnter = (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) keep(event, 'enter', event.target);
  };
  document.addEventListener('click', keepClick, true);
  document.addEventListener('keydown', keepEnter, true);
  window.__earlyInput = early;
})();
