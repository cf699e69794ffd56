import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis.ts';
import { openStream } from '../../../test/sse.ts';
import { createSharedState, inProcessState, type SharedState } from '../../shared-state.ts';
import { createLiveHub, type LiveHub } from './hub.ts';

const log = pino({ level: 'silent' });
let test: TestDatabase;
const servers: Server[] = [];
const hubs: LiveHub[] = [];

/** A plain HTTP server that hands every request to `hub` unfiltered (as GET /api/v1/events does). */
async function serve(hub: LiveHub): Promise<string> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const last = request.headers['last-event-id'];
    void hub.open(response, {}, typeof last === 'string' ? Number(last) : undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function until(check: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `count` transfer rows of NFT 1, as an apply writes them. */
async function addRows(count: number) {
  await test.database.db.execute(sql`insert into live_events (kind, nft_id, token_id, from_address, to_address, at)
    select 'transfer', 1, 1, '0x' || repeat('a', 40), '0x' || repeat('b', 40), now() from generate_series(1, ${count})`);
}

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  for (const hub of hubs) hub.close();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await test?.drop();
});

describe('live hub', () => {
  it('drops a client that does not read once its buffer is full; a reading client gets every event', async () => {
    const hub = createLiveHub({ db: test.database.db, shared: inProcessState, log, bufferBytes: 512 * 1024 });
    hubs.push(hub);
    const url = new URL(await serve(hub));
    const reader = await openStream(url.href);
    // The slow client: asks for the stream, then never reads a byte.
    const slow = net.connect(Number(url.port), url.hostname);
    slow.write(`GET / HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    slow.pause();
    await until(() => hub.connections() === 2);

    // ~7 MB of events: more than the kernel's socket buffers hold for a reader that does not read.
    const count = 20_000;
    await addRows(count);
    hub.applied();
    await reader.waitFor(count, 120_000);
    await until(() => hub.connections() === 1);
    const ids = reader.events.map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    slow.destroy();
    reader.close();
  }, 180_000);

  it('a dropped client that comes back with Last-Event-ID gets exactly what it missed', async () => {
    const hub = createLiveHub({ db: test.database.db, shared: inProcessState, log });
    hubs.push(hub);
    const url = await serve(hub);
    const first = await openStream(url);
    await addRows(3);
    hub.applied();
    const seen = await first.waitFor(3);
    first.close();
    await addRows(2);
    hub.applied();
    const again = await openStream(url, { 'last-event-id': seen[2]!.id });
    const missed = await again.waitFor(2);
    expect(missed.map((e) => Number(e.id))).toEqual([Number(seen[2]!.id) + 1, Number(seen[2]!.id) + 2]);
    again.close();
  });
});

const needs =
  !(await redisReachable()) && !process.env.CI ? `nothing listens at ${TEST_REDIS_URL}` : undefined;

describe.skipIf(needs !== undefined)(
  `live hub across replicas (Redis)${needs ? ` (skipped: ${needs})` : ''}`,
  () => {
    it("one replica's applied events reach the other replica's streams through Redis pub/sub", async () => {
      const prefix = `vrmarket-live-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
      const shared: SharedState[] = [0, 1].map(() => createSharedState({ url: TEST_REDIS_URL, prefix, log }));
      await Promise.all(shared.map((state) => state.ready()));
      // No polling in this test: only the Redis message can bring the event to replica b.
      const [a, b] = shared.map((state) =>
        createLiveHub({ db: test.database.db, shared: state, log, pollMs: 3_600_000 }),
      );
      hubs.push(a!, b!);
      a!.applied();
      const stream = await openStream(await serve(b!));
      await until(() => b!.connections() === 1);
      await addRows(1);
      a!.applied();
      const [event] = await stream.waitFor(1);
      expect(event).toMatchObject({ kind: 'transfer', nftId: '1' });
      stream.close();
      await Promise.all(shared.map((state) => state.close()));
    });
  },
);
