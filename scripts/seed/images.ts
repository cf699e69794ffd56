/** Generated demo pictures: an SVG per kind, rasterised to PNG by sharp. Deterministic per seed. */
import sharp from 'sharp';
import type { ImageKind } from './kinds.ts';
import { type Palette, randomPalette } from './palette.ts';
import { createRandom, type Seed } from './random.ts';
import { coverScene, scenes } from './scenes.ts';

export type { ImageKind } from './kinds.ts';
export type { Palette } from './palette.ts';

export interface RenderImageOptions {
  seed: Seed;
  kind: ImageKind;
  /** Drawn on a label at the bottom; avatars show its initials instead. */
  title?: string;
  palette?: Partial<Palette>;
  /** Defaults: 512×512; 'cover' 1400×400; 'avatar' 256×256. */
  width?: number;
  height?: number;
}

const defaultSizes: Partial<Record<ImageKind, [number, number]>> = { cover: [1400, 400], avatar: [256, 256] };
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function imageSvg({ seed, kind, title, palette, width, height }: RenderImageOptions): string {
  const [defaultWidth, defaultHeight] = defaultSizes[kind] ?? [512, 512];
  const w = width ?? defaultWidth;
  const h = height ?? defaultHeight;
  const random = createRandom(`image:${kind}:${seed}`);
  const colours: Palette = { ...randomPalette(random), ...palette };
  const ctx = { random, palette: colours };

  let body: string;
  if (kind === 'cover') {
    body = coverScene(ctx, w, h);
  } else {
    // Scenes are drawn on a 512 stage, centred and scaled to fit the shorter side.
    const scale = Math.min(w, h) / 512;
    body = `<g transform="translate(${(w - 512 * scale) / 2} ${(h - 512 * scale) / 2}) scale(${scale})">${scenes[kind](ctx)}</g>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${body}
${title ? titleOverlay(kind, title, w, h, colours) : ''}
</svg>`;
}

function titleOverlay(kind: ImageKind, title: string, w: number, h: number, p: Palette): string {
  if (kind === 'avatar') {
    const initials = title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
    return `<text x="${w / 2}" y="${h / 2}" dy="0.35em" font-family="${FONT}" font-size="${h * 0.38}" font-weight="bold" fill="${p.light}" text-anchor="middle">${escapeXml(initials)}</text>`;
  }
  if (kind === 'cover') {
    return `<text x="${w * 0.05}" y="${h * 0.3}" font-family="${FONT}" font-size="${h * 0.14}" font-weight="bold" fill="${p.light}">${escapeXml(title)}</text>`;
  }
  const barHeight = Math.round(h * 0.14);
  const fontSize = Math.round(Math.min(barHeight * 0.5, (w * 1.7) / Math.max(title.length, 12)));
  return `<rect x="0" y="${h - barHeight}" width="${w}" height="${barHeight}" fill="${p.ink}" opacity="0.65"/>
<text x="${w / 2}" y="${h - barHeight / 2}" dy="0.35em" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="${p.light}" text-anchor="middle">${escapeXml(title)}</text>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function renderImage(options: RenderImageOptions): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(options)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A square PNG thumbnail, cropped to cover. */
export async function renderThumbnail(image: Buffer, size: number): Promise<Buffer> {
  return sharp(image).resize(size, size, { fit: 'cover' }).png().toBuffer();
}
