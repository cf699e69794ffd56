import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage, renderThumbnail } from './images.ts';
import { imageKinds } from './kinds.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function size(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata();
  return { format, width, height };
}

describe('renderImage', () => {
  it.each(imageKinds)('renders a %s as a PNG of the kind’s default size', async (kind) => {
    const png = await renderImage({ seed: 7, kind, title: 'Sunset Villa' });
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const expected = { cover: [1400, 400], avatar: [256, 256] }[kind as string] ?? [512, 512];
    expect(await size(png)).toEqual({ format: 'png', width: expected[0], height: expected[1] });
  });

  it('honours an explicit size', async () => {
    expect(await size(await renderImage({ seed: 1, kind: 'home', width: 300, height: 200 }))).toEqual({
      format: 'png',
      width: 300,
      height: 200,
    });
  });

  it('is deterministic for a seed and varies between seeds', async () => {
    const a = await renderImage({ seed: 'alpha', kind: 'land', title: 'Emerald Plot' });
    const b = await renderImage({ seed: 'alpha', kind: 'land', title: 'Emerald Plot' });
    const c = await renderImage({ seed: 'beta', kind: 'land', title: 'Emerald Plot' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('uses a given palette and escapes titles', async () => {
    const png = await renderImage({
      seed: 3,
      kind: 'store',
      title: 'Tom & Jerry <Booth>',
      palette: { from: '#ff0000', to: '#ff0000' },
    });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });
});

describe('renderThumbnail', () => {
  it('makes a square PNG of the given size', async () => {
    const cover = await renderImage({ seed: 2, kind: 'cover' });
    expect(await size(await renderThumbnail(cover, 128))).toEqual({ format: 'png', width: 128, height: 128 });
  });
});
