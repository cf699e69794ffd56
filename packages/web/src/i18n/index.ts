import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeUiCookie } from '../app/uiCookie.ts';
import { type en, resources } from './resources.ts';

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The chosen language is stored in localStorage as `lang`; the browser's language decides otherwise. */
export const LANG_STORAGE_KEY = 'lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Languages other than English are fetched when first used (the English bundle is built in). */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'vi') return callback(null, {});
    import('./resources.vi.ts').then(
      (bundle) => callback(null, bundle.vi),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The stored choice, else the browser's language (what i18next's language detector did, in a few
 * lines instead of its 2 KB on every first paint).
 */
function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    if (stored) return toLanguage(stored);
  } catch {
    // Storage unavailable: use the browser's language.
  }
  // No navigator when the first screen is rendered on the server (src/ssr): English there.
  if (typeof navigator === 'undefined') return 'en';
  return toLanguage(navigator.languages?.[0] ?? navigator.language);
}

i18n.on('languageChanged', () => {
  if (typeof document === 'undefined') return; // server rendering (src/ssr)
  const language = toLanguage(i18n.resolvedLanguage);
  document.documentElement.lang = language;
  writeUiCookie();
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
});

let started: Promise<unknown> | undefined;

/**
 * Sets i18next up, once; resolves when the starting language's texts are in. The app renders after
 * it. Not at module evaluation: the entry (main.tsx) calls it in a task of its own, so the app's
 * first task (every module of the first load running) does not also hold this (~6 ms on a
 * phone-class CPU); the server render calls it before rendering.
 */
export const startI18n = () =>
  (started ??= i18n
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      resources,
      lng: detectLanguage(),
      partialBundledLanguages: true,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      initAsync: false,
    }));

export function toLanguage(value: string | undefined): Language {
  return value?.startsWith('vi') ? 'vi' : 'en';
}

export { i18n };
