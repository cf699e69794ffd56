/**
 * The child process that checks and optimises one model (model-process.ts starts it): the model is
 * read from a file here, never in the api process, so a 50 MB glb does not grow the api's memory.
 * It gets one request by IPC, writes the optimised glb to `output` and answers once.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { optimiseModel, validateModel } from './models.ts';

// Textures are decoded one at a time and nothing is kept between them: libvips' memory (outside
// the V8 heap the parent bounds with --max-old-space-size) stays one texture's worth.
sharp.cache(false);
sharp.concurrency(1);

export type ModelJob = { input: string; output: string; isJson: boolean };
export type ModelJobAnswer =
  | { ok: true; triangles: number; parts: number }
  | { ok: false; modelError: boolean; message: string };

async function run(job: ModelJob): Promise<ModelJobAnswer> {
  try {
    const content = new Uint8Array(await readFile(job.input));
    await validateModel(content, job.isJson);
    const optimised = await optimiseModel(content, job.isJson);
    await writeFile(job.output, optimised.glb);
    return { ok: true, triangles: optimised.triangles, parts: optimised.parts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, modelError: error instanceof HttpError && error.code === 'MODEL_ERROR', message };
  }
}

process.once('message', (job: ModelJob) => {
  void run(job).then((answer) => process.send?.(answer, () => process.exit(0)));
});
