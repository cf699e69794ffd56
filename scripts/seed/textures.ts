/** Small tileable PNG textures drawn as SVG patterns and rasterised by sharp. */
import sharp from 'sharp';
import { hsl } from './palette.ts';

export const texturePatterns = [
  'brick',
  'tiles',
  'wood',
  'glass',
  'plaster',
  'fabric',
  'metal',
  'rubber',
  'stripes',
] as const;
export type TexturePattern = (typeof texturePatterns)[number];

const S = 64;

function patternSvg(pattern: TexturePattern, hue: number): string {
  const base = hsl(hue, 0.55, 0.55);
  const dark = hsl(hue, 0.5, 0.35);
  const light = hsl(hue, 0.6, 0.78);
  switch (pattern) {
    case 'brick':
      return `<rect width="${S}" height="${S}" fill="#d6d3d1"/>${[0, 1, 2, 3]
        .map((row) =>
          [-1, 0, 1]
            .map(
              (col) =>
                `<rect x="${col * 32 + (row % 2) * 16 + 1}" y="${row * 16 + 1}" width="30" height="14" fill="${row % 2 ? base : dark}"/>`,
            )
            .join(''),
        )
        .join('')}`;
    case 'tiles':
      return `<rect width="${S}" height="${S}" fill="${dark}"/>${[0, 1, 2, 3]
        .map((row) =>
          [0, 1, 2, 3, 4]
            .map(
              (col) =>
                `<circle cx="${col * 16 + (row % 2) * 8}" cy="${row * 16}" r="9" fill="${base}" stroke="${dark}" stroke-width="1.5"/>`,
            )
            .join(''),
        )
        .join('')}`;
    case 'wood':
      return `<rect width="${S}" height="${S}" fill="${base}"/>${[6, 17, 29, 40, 52, 60]
        .map(
          (y, i) =>
            `<path d="M0,${y} C20,${y + (i % 2 ? 3 : -3)} 44,${y + (i % 2 ? -3 : 3)} 64,${y}" stroke="${dark}" stroke-width="${1 + (i % 3)}" fill="none" opacity="0.7"/>`,
        )
        .join('')}`;
    case 'glass':
      return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${base}"/></linearGradient></defs>
<rect width="${S}" height="${S}" fill="url(#g)"/><polygon points="8,0 22,0 0,22 0,8" fill="#fff" opacity="0.5"/><rect x="0" y="30" width="64" height="4" fill="${dark}"/><rect x="30" y="0" width="4" height="64" fill="${dark}"/>`;
    case 'plaster':
      return `<rect width="${S}" height="${S}" fill="${light}"/>${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 37) % 64}" cy="${(i * 23) % 64}" r="1.5" fill="${base}" opacity="0.5"/>`).join('')}`;
    case 'fabric':
      return `<rect width="${S}" height="${S}" fill="${base}"/>${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 4}" y1="0" x2="${i * 4}" y2="64" stroke="${dark}" opacity="0.35"/><line x1="0" y1="${i * 4}" x2="64" y2="${i * 4}" stroke="${light}" opacity="0.35"/>`).join('')}`;
    case 'metal':
      return `<defs><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${base}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${S}" height="${S}" fill="url(#m)"/>`;
    case 'rubber':
      return `<rect width="${S}" height="${S}" fill="#27272a"/>${[0, 16, 32, 48].map((x) => `<rect x="${x + 4}" y="0" width="6" height="64" fill="#3f3f46"/>`).join('')}`;
    case 'stripes':
      return `<rect width="${S}" height="${S}" fill="#fafafa"/><rect x="0" width="16" height="64" fill="${base}"/><rect x="32" width="16" height="64" fill="${base}"/>`;
  }
}

export async function renderTexture(pattern: TexturePattern, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${patternSvg(pattern, hue)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
