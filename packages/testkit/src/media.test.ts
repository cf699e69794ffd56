import { NodeIO } from '@gltf-transform/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { glb, jpegWithExif, mp4, pngWithMetadata } from './media.ts';

describe('media fixtures', () => {
  it('are recognised by their content as the kind they claim', async () => {
    expect((await fileTypeFromBuffer(await pngWithMetadata()))?.mime).toBe('image/png');
    expect((await fileTypeFromBuffer(await jpegWithExif()))?.mime).toBe('image/jpeg');
    expect((await fileTypeFromBuffer(mp4()))?.mime).toBe('video/mp4');
    expect((await fileTypeFromBuffer(await glb(2, 8)))?.mime).toBe('model/gltf-binary');
  });

  it('make pictures of the asked size, carrying the EXIF an upload must strip', async () => {
    const meta = await sharp(await pngWithMetadata(40, 30)).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
    expect(meta.exif?.toString('latin1')).toContain('secret-artist');
  });

  it('make an mp4 of exactly the asked length', () => {
    expect(mp4(5000)).toHaveLength(5000);
    expect(() => mp4(20)).toThrow();
  });

  it('make a glb with a textured grid of side × side quads', async () => {
    const doc = await new NodeIO().readBinary(new Uint8Array(await glb(3, 8)));
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.getIndices()!.getCount()).toBe(3 * 3 * 6);
    expect(primitive.getMaterial()?.getBaseColorTexture()?.getMimeType()).toBe('image/png');
  });
});
