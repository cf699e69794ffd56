import type { ThemeMode } from './mode.ts';

/** Brand colours: an ultraviolet primary and a lagoon-cyan accent, on deep "night" surfaces in dark mode. */
export const brand = {
  violet: '#7b61ff',
  violetDeep: '#5a3ff0',
  cyan: '#00c2d1',
  coral: '#ff6b8b',
  gradient: 'linear-gradient(135deg, #7b61ff 0%, #4f7bff 45%, #00c2d1 100%)',
} as const;

export const surfaces = {
  light: { default: '#f6f5fb', paper: '#ffffff', raised: '#efedf8', text: '#14112b', muted: '#5f5a7a' },
  dark: { default: '#0c0a18', paper: '#15122a', raised: '#1d1938', text: '#f3f1ff', muted: '#a19cc0' },
} as const satisfies Record<ThemeMode, Record<string, string>>;
