import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './mode.ts';
import { brand, surfaces } from './palette.ts';

/** The web font, then its metric-matched stand-in while it loads (fallbackFont.css), then the system's. */
const fontFamily =
  '"Plus Jakarta Sans Variable", "Plus Jakarta Sans", "Plus Jakarta Sans Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export function createAppTheme(mode: ThemeMode): Theme {
  const s = surfaces[mode];
  const dark = mode === 'dark';
  const divider = dark ? 'rgba(197, 188, 255, 0.12)' : 'rgba(36, 24, 110, 0.1)';

  return createTheme({
    palette: {
      mode,
      // White on the dark theme's light violet is 3.3:1: its filled buttons take the night ink (6:1).
      primary: { main: dark ? '#8f7aff' : brand.violetDeep, contrastText: dark ? s.default : '#ffffff' },
      // On light surfaces the cyan is too pale for text (2.2:1): a deep lagoon there, 5.5:1 or more.
      secondary: dark
        ? { main: brand.cyan, contrastText: '#04222a' }
        : { main: '#006f79', contrastText: '#ffffff' },
      error: { main: dark ? '#ff6b81' : '#e5384f' },
      warning: { main: '#f5a524' },
      success: { main: dark ? '#2fd89b' : '#12a66f' },
      info: { main: '#4f7bff' },
      background: { default: s.default, paper: s.paper },
      text: { primary: s.text, secondary: s.muted },
      divider,
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.05 },
      h2: { fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.1 },
      h3: { fontWeight: 750, letterSpacing: '-0.02em' },
      h4: { fontWeight: 750, letterSpacing: '-0.015em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      subtitle1: { fontWeight: 600 },
      button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.14em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: s.default, WebkitFontSmoothing: 'antialiased' },
          '::selection': { backgroundColor: alpha(brand.violet, 0.3) },
          // A visible keyboard focus on everything focusable (MUI's ButtonBase removes the outline
          // and shows only a faint ripple); fields keep their focused border instead.
          'body :focus-visible:not(input, textarea, select)': {
            outline: `2px solid ${dark ? '#b3a6ff' : brand.violetDeep}`,
            outlineOffset: 2,
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, paddingInline: 20 },
          sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
          outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
        },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderColor: divider } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 20, borderColor: divider } },
      },
      MuiDialog: {
        styleOverrides: {
          paper: { borderRadius: 20, border: `1px solid ${divider}`, backgroundColor: s.paper },
        },
      },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 800, fontSize: '1.25rem' } } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: 12, backgroundColor: s.raised },
          notchedOutline: { borderColor: divider },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTooltip: { styleOverrides: { tooltip: { borderRadius: 8, fontWeight: 600 } } },
      // The default (action.active, 54 % black) is under 4.5:1 on the tinted page background.
      MuiToggleButton: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 700, color: s.muted } },
      },
    },
  });
}
