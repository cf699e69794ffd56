import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { glb, texturedDocument } from '@vrmarket/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corruptGlb } from '../../../test/media-fixtures.ts';
import { createModelPool, processModel } from './model-process.ts';

/** The child process that checks and optimises a model, seen from the api. */
describe('processModel', () => {
  let folder: string;
  const job = async (name: string, content: Buffer) => {
    const input = path.join(folder, name);
    await writeFile(input, content);
    return { input, output: `${input}.out.glb`, isJson: false };
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vrmarket-model-process-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes the optimised glb and answers its triangles and parts', async () => {
    const model = await job('good.glb', await glb(8, 32));
    const answer = await processModel(model);
    expect(answer.triangles).toBeGreaterThan(0);
    expect(answer.parts).toBe(1);
    expect((await readFile(model.output)).subarray(0, 4).toString()).toBe('glTF');
  });

  it("answers the validator's finding as MODEL_ERROR", async () => {
    await expect(processModel(await job('broken.glb', await corruptGlb()))).rejects.toMatchObject({
      statusCode: 400,
      code: 'MODEL_ERROR',
    });
  });

  it('refuses a texture above 4096 × 4096 pixels before decoding it (MODEL_ERROR)', async () => {
    const document = await texturedDocument(8, 32);
    // A 5000 × 5000 picture, flat but for one corner (a solid one is pruned): a small file that
    // would take 100 MB once decoded.
    const corner = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#808080' } })
      .composite([{ input: corner, left: 0, top: 0 }])
      .png()
      .toBuffer();
    document.getRoot().listTextures()[0]!.setImage(huge);
    const model = await job('huge-texture.glb', Buffer.from(await new NodeIO().writeBinary(document)));
    await expect(processModel(model)).rejects.toMatchObject({
      code: 'MODEL_ERROR',
      message: expect.stringContaining('5000 × 5000'),
    });
  }, 60_000);

  it('ends a model over the time limit with MODEL_ERROR', async () => {
    await expect(processModel(await job('slow.glb', await glb(8, 32)), 1)).rejects.toMatchObject({
      code: 'MODEL_ERROR',
      message: expect.stringContaining('longer than'),
    });
  });

  it('refuses with MODEL_BUSY a model of the pool that waited too long for a worker', async () => {
    const pool = createModelPool({ workers: 1, queue: 5 }, { waitMs: 50 });
    const first = pool.process(await job('first.glb', await glb(8, 32)));
    await expect(pool.process(await job('second.glb', await glb(8, 32)))).rejects.toMatchObject({
      statusCode: 429,
      code: 'MODEL_BUSY',
    });
    expect(pool.waiting).toBe(0);
    expect((await first).parts).toBe(1);
  });
});
