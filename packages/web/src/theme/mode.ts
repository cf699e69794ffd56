import { writeUiCookie } from '../app/uiCookie.ts';

export type ThemeMode = 'light' | 'dark';

/** The spec stores the choice as 'theme' ('light' or 'dark'); without a choice the system preference rules. */
export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function readStoredMode(): ThemeMode | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
}

export function systemMode(): ThemeMode {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The mode decided by the inline script of index.html before the first paint, or decided again. */
export function initialMode(): ThemeMode {
  const decided = document.documentElement.dataset.theme;
  return isThemeMode(decided) ? decided : (readStoredMode() ?? systemMode());
}

export function applyModeToDocument(mode: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  writeUiCookie();
}
