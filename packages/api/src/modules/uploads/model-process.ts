import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../../http/errors.ts';
import { createJobLimiter } from '../../job-limiter.ts';
import type { ModelJob, ModelJobAnswer } from './model-worker.ts';
import { modelError } from './models.ts';

/**
 * A model is checked and optimised in 10–20 s for 50 MB; a model still busy after this is refused
 * (MODEL_ERROR) and its process ended. See ADR 0035 for how it fits the request.
 */
export const MODEL_TIME_LIMIT_MS = 90_000;
/**
 * A model that has waited this long for a worker is refused (429 MODEL_BUSY) rather than left to
 * wait past the upload's socket timeout (multipart.ts), so every upload gets a clear answer.
 */
export const MODEL_WAIT_LIMIT_MS = 60_000;

/**
 * The child's heap limit: gltf-transform holds the model and its copies (about 4× its size). The
 * textures libvips decodes live outside this heap; models.ts bounds them (MAX_TEXTURE_PIXELS, one
 * at a time, no cache).
 */
const CHILD_HEAP_MB = 1024;

const WORKER = fileURLToPath(new URL('./model-worker.ts', import.meta.url));
// The worker is TypeScript like the api; tsx's loader runs it (the api itself runs under tsx).
const TSX_LOADER = createRequire(import.meta.url).resolve('tsx');

/**
 * Validates and optimises the model at `input` in a child process (model-worker.ts), the
 * optimised glb written to `output`. Refusals, crashes and the time limit all answer MODEL_ERROR.
 */
export function processModel(
  job: ModelJob,
  timeLimitMs: number = MODEL_TIME_LIMIT_MS,
): Promise<{ triangles: number; parts: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${CHILD_HEAP_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(modelError(`Processing took longer than ${timeLimitMs / 1000} s.`))),
      timeLimitMs,
    );
    child.once('message', (answer: ModelJobAnswer) => {
      if (answer.ok) finish(() => resolve({ triangles: answer.triangles, parts: answer.parts }));
      else if (answer.modelError) {
        const error = modelError('');
        error.message = answer.message;
        finish(() => reject(error));
      } else finish(() => reject(modelError(answer.message)));
    });
    child.once('error', (error) => finish(() => reject(modelError(error.message))));
    child.once('exit', (code, signal) =>
      finish(() => reject(modelError(`The model could not be processed (${signal ?? `exit ${code}`}).`))),
    );
    child.send(job);
  });
}

export type ModelPool = ReturnType<typeof createModelPool>;

/**
 * The process-wide pool of model workers: at most `workers` children alive at once, `queue` models
 * waiting for one, and past them the upload is refused at once with 429 MODEL_BUSY (never one child
 * per upload: each may take a gigabyte), nor one still waiting after `waitMs`. The time limit
 * counts from when the model's worker starts.
 */
export function createModelPool(
  { workers, queue }: { workers: number; queue: number },
  { timeLimitMs = MODEL_TIME_LIMIT_MS, waitMs = MODEL_WAIT_LIMIT_MS } = {},
) {
  const jobs = createJobLimiter(workers, queue, () => new HttpError(429, 'MODEL_BUSY'));
  return {
    process: (job: ModelJob) => jobs.run(() => processModel(job, timeLimitMs), { waitMs }),
    get running() {
      return jobs.running;
    },
    get waiting() {
      return jobs.waiting;
    },
  };
}
