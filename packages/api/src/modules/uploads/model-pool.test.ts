import { readdir, readFile } from 'node:fs/promises';
import { glb } from '@vrmarket/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { fireAtOnce } from '../../../test/parallel.ts';
import { media } from '../../db/schema/index.ts';

/** The model workers (model-worker.ts) this process has started and that are still alive, read from /proc. */
async function liveModelWorkers(): Promise<number> {
  let alive = 0;
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const [stat, cmdline] = await Promise.all([
      readFile(`/proc/${entry}/stat`, 'utf8').catch(() => ''),
      readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => ''),
    ]);
    // Field 4 of /proc/<pid>/stat is the parent's pid (after the command in parentheses).
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === process.pid && cmdline.includes('model-worker')) alive++;
  }
  return alive;
}

const WORKERS = 2;
const WAITING = 3;
const UPLOADS = 12;

describe('3D model processing pool', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    // A per-user upload limit above the burst: this file tests the process-wide model pool.
    test = await createTestApp({
      MODEL_WORKERS: String(WORKERS),
      MODEL_QUEUE: String(WAITING),
      UPLOADS_PER_USER: '50',
    });
    const user = await createFactory(test.components.db).user('alice', 1);
    token = (await test.components.tokens.issue({ id: user.id, username: 'alice' })).accessToken;
  });
  afterAll(() => test.close());

  it(`${UPLOADS} parallel uploads of one glb by one user: at most ${WORKERS} model workers alive, the rest queued or refused 429`, async () => {
    const model = await glb(48, 512);
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        most = Math.max(most, await liveModelWorkers());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const { answers, statuses } = await fireAtOnce(() => {
      const body = multipart([{ field: 'file', name: 'chair.glb', content: model }]);
      return test.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    }, UPLOADS);
    sampling = false;
    await sampler;

    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(WORKERS);
    // None lost silently: each answer is the stored model or the clear 'busy' refusal.
    expect((statuses[200] ?? 0) + (statuses[429] ?? 0)).toBe(UPLOADS);
    expect(statuses[200]).toBeGreaterThanOrEqual(WORKERS + WAITING);
    const stored = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().url);
    expect(new Set(stored).size).toBe(1);
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'MODEL_BUSY' });
    // The optimised copy and the original: one row each, however many uploads.
    expect(await test.components.db.select().from(media)).toHaveLength(2);
    expect(await liveModelWorkers()).toBe(0);
  }, 120_000);
});
