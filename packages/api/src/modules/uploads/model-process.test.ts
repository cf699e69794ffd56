import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corruptGlb, glb } from '../../../test/media-fixtures.ts';
import { processModel } from './model-process.ts';

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

  it('ends a model over the time limit with MODEL_ERROR', async () => {
    await expect(processModel(await job('slow.glb', await glb(8, 32)), 1)).rejects.toMatchObject({
      code: 'MODEL_ERROR',
      message: expect.stringContaining('longer than'),
    });
  });
});
