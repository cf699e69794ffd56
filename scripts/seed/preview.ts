/**
 * Writes a contact sheet of every picture kind and a cover to a folder, to look at the generated
 * art: `tsx scripts/seed/preview.ts [outDir]` (default .tmp/seed-preview).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderImage } from './images.ts';
import { imageKinds } from './kinds.ts';

const outDir = process.argv[2] ?? '.tmp/seed-preview';
const TILE = 256;
const COLUMNS = 5;

await mkdir(outDir, { recursive: true });
const kinds = imageKinds.filter((kind) => kind !== 'cover');
const tiles = await Promise.all(
  kinds.map((kind) =>
    renderImage({
      seed: `preview-${kind}`,
      kind,
      title: kind === 'avatar' ? 'Alice Nguyen' : `Sunset ${kind}`,
      width: TILE,
      height: TILE,
    }),
  ),
);
await sharp({
  create: {
    width: COLUMNS * TILE,
    height: Math.ceil(tiles.length / COLUMNS) * TILE,
    channels: 3,
    background: '#fff',
  },
})
  .composite(
    tiles.map((input, i) => ({ input, left: (i % COLUMNS) * TILE, top: Math.floor(i / COLUMNS) * TILE })),
  )
  .png()
  .toFile(join(outDir, 'kinds.png'));
await writeFile(
  join(outDir, 'cover.png'),
  await renderImage({ seed: 'preview-cover', kind: 'cover', title: 'Saigon Sunset Residences' }),
);
console.log(`wrote ${join(outDir, 'kinds.png')} and cover.png`);
