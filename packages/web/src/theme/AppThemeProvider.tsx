import CssBaseline from '@mui/material/CssBaseline';
// The system ThemeProvider, not @mui/material's: ours is a plain (no CSS variables) theme, and the
// material one also bundles the CSS-variables provider (~3 KB on every first paint).
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { createAppTheme } from './createAppTheme.ts';
import {
  applyModeToDocument,
  DARK_QUERY,
  initialMode,
  readStoredMode,
  storeMode,
  type ThemeMode,
} from './mode.ts';
import { ThemeModeContext } from './ThemeModeContext.ts';

/** MUI theme in light or dark; the mode is stored as 'theme' and follows the system until the user picks one. */
export function AppThemeProvider({
  children,
  mode: start,
  ssrMatchMedia,
}: {
  children: ReactNode;
  mode?: ThemeMode;
  /** On the server (src/ssr): how `useMediaQuery` answers there, for the viewport rendered for. */
  ssrMatchMedia?: (query: string) => { matches: boolean };
}) {
  // `mode` is given when rendering on the server (src/ssr), where there is no document to read.
  const [mode, setModeState] = useState<ThemeMode>(start ?? initialMode);

  useEffect(() => applyModeToDocument(mode), [mode]);

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => {
      if (!readStoredMode()) setModeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const setMode = useCallback((next: ThemeMode) => {
    storeMode(next);
    setModeState(next);
  }, []);

  const value = useMemo(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  // `vars: null` as @mui/material's ThemeProvider sets for a theme without CSS variables.
  const theme = useMemo(() => {
    const base = createAppTheme(mode);
    if (!ssrMatchMedia) return { ...base, vars: null };
    const components = { ...base.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } };
    return { ...base, components, vars: null };
  }, [mode, ssrMatchMedia]);

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
