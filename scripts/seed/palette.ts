import type { Random } from './random.ts';

/** Colours of one generated picture, as #rrggbb. */
export interface Palette {
  /** Background gradient. */
  from: string;
  to: string;
  primary: string;
  secondary: string;
  accent: string;
  /** Text and outlines. */
  ink: string;
  light: string;
}

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * value)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A harmonious palette around a random base hue (analogous background, complementary accent). */
export function randomPalette(random: Random): Palette {
  const hue = random.int(0, 359);
  return {
    from: hsl(hue, 0.65, 0.28),
    to: hsl(hue + random.int(30, 70), 0.7, 0.55),
    primary: hsl(hue + 10, 0.6, 0.62),
    secondary: hsl(hue - 25, 0.5, 0.45),
    accent: hsl(hue + 180, 0.85, 0.6),
    ink: hsl(hue, 0.35, 0.12),
    light: hsl(hue + 20, 0.6, 0.93),
  };
}
