import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/app.ts';
import { openStream, type SseStream } from '../../../test/sse.ts';
import { MAX_STREAMS_PER_CLIENT } from './routes.ts';

let test: TestApp;
let base: string;
const streams: SseStream[] = [];

// Production (loopback is counted there too), behind one trusted proxy that names the client.
beforeAll(async () => {
  test = await createTestApp({ ...PRODUCTION_ENV, TRUST_PROXY: '127.0.0.1' });
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const opened of streams) opened.close();
  await test?.close();
});

async function stream(client: string) {
  const opened = await openStream(`${base}/api/v1/events`, { 'x-forwarded-for': client });
  streams.push(opened);
  return opened;
}

describe('live streams per client', () => {
  it(`keeps at most ${MAX_STREAMS_PER_CLIENT} open for one address, and frees a place when one closes`, async () => {
    const opened: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) opened.push(await stream('198.51.100.20'));
    expect(opened.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_CLIENT).fill(200));

    const refused = await fetch(`${base}/api/v1/events`, {
      headers: { accept: 'text/event-stream', 'x-forwarded-for': '198.51.100.20' },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    // Another address is not held back by that one.
    expect((await stream('198.51.100.21')).status).toBe(200);

    opened[0]!.close();
    await expect.poll(async () => (await stream('198.51.100.20')).status).toBe(200);
  });
});
