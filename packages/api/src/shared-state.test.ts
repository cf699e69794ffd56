import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { getFreePort } from '@vrmarket/contracts/anvil';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.ts';
import { sharedRateLimitStore } from './http/rate-limit-store.ts';
import { createAttemptLimiter } from './modules/auth/attempts.ts';
import { createSharedState, type SharedState } from './shared-state.ts';

/**
 * The state replicas share through Redis (the machine's and CI's, redis://127.0.0.1:6379 unless
 * REDIS_URL says otherwise), reached through a TCP relay this test can cut to play an outage.
 */
const REDIS = new URL(TEST_REDIS_URL);
const prefix = `vrmarket-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

const reachable = await redisReachable();
const title = reachable
  ? 'shared state through Redis'
  : `shared state through Redis (skipped: nothing listens at ${REDIS.host})`;

/** A relay to Redis on a port of its own; `cut()` drops it (and every connection), `restore()` brings it back. */
async function startRelay() {
  const port = await getFreePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    // The test Redis's credentials, if it has any (a password-protected Redis, as deploy/ runs it).
    url: Object.assign(new URL(REDIS.toString()), { hostname: '127.0.0.1', port: String(port) }).toString(),
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
    stop() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}

function recordingLog() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const entry = (level: 'warn' | 'info') => (first: unknown, second?: unknown) => {
    lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  };
  return { log: { warn: entry('warn'), info: entry('info') }, lines } as const;
}

const opened: SharedState[] = [];
function shared(url: string, log = recordingLog().log) {
  const state = createSharedState({ url, prefix, log: log as never });
  opened.push(state);
  return state;
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One request counted by a rate-limit store (as @fastify/rate-limit calls it). */
const hit = (store: ReturnType<typeof rateStore>, key: string) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (err, result) => (err ? reject(err) : resolve(result!.current)), 60_000, 100),
  );
const rateStore = (state: SharedState) => {
  const Store = sharedRateLimitStore(state);
  return new Store({});
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((state) => state.close()));
});
afterAll(async () => {
  if (!reachable) return;
  const redis = new Redis(REDIS.toString());
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe.skipIf(!reachable && !process.env.CI)(title, () => {
  it('two replicas share login attempts and rate-limit counts', async () => {
    const [a, b] = [shared(REDIS.toString()), shared(REDIS.toString())];
    await Promise.all([a.ready(), b.ready()]);
    expect(a.client()).toBeDefined();
    const limiters = [a, b].map((state) => createAttemptLimiter({ windowMs: 60_000, shared: state }));
    const keys = ['ip:203.0.113.1', 'user:alice'];
    // Attempts through a and b count together, each answered with its own place.
    expect((await limiters[0]!.take(keys)).counts).toEqual([1, 1]);
    expect((await limiters[1]!.take(keys)).counts).toEqual([2, 2]);
    const third = await limiters[0]!.take(keys);
    expect(third.counts).toEqual([3, 3]);
    // A released attempt (refused unchecked, or a success) no longer counts, on either replica.
    await limiters[1]!.release(keys, third.id);
    expect((await limiters[1]!.take(['user:alice'])).counts).toEqual([3]);
    // Clearing the account (a successful sign-in) clears it everywhere, not the IP.
    await limiters[1]!.clear('user:alice');
    expect((await limiters[0]!.take(keys)).counts).toEqual([3, 1]);

    const [storeA, storeB] = [rateStore(a), rateStore(b)];
    expect([
      await hit(storeA, '203.0.113.2'),
      await hit(storeB, '203.0.113.2'),
      await hit(storeA, '203.0.113.2'),
    ]).toEqual([1, 2, 3]);
  });

  it('tells the other replicas, not itself, and says when messages may have been lost', async () => {
    const relay = await startRelay();
    try {
      const [a, b] = [shared(REDIS.toString()), shared(relay.url)];
      await Promise.all([a.ready(), b.ready()]);
      const heard = { a: [] as string[], b: [] as string[], gaps: 0 };
      a.subscribe(
        'wrote',
        (m) => heard.a.push(m),
        () => {},
      );
      b.subscribe(
        'wrote',
        (m) => heard.b.push(m),
        () => heard.gaps++,
      );
      // Subscriptions are asynchronous: publish until the first one is heard.
      await until(() => {
        if (heard.b.length === 0) void a.publish('wrote', '7');
        return heard.b.length > 0;
      });
      await b.publish('wrote', '8');
      await until(() => heard.a.includes('8'));
      expect(heard.a.every((m) => m === '8')).toBe(true);
      expect(heard.b.every((m) => m === '7')).toBe(true);

      await relay.cut();
      await relay.restore();
      await until(() => heard.gaps === 1);
      // Subscribed again: b hears a's next messages.
      await until(() => {
        if (!heard.b.includes('9')) void a.publish('wrote', '9');
        return heard.b.includes('9');
      });
    } finally {
      relay.stop();
    }
  });

  it('Redis down: requests are counted in process, one warning per outage, shared again when it is back', async () => {
    const relay = await startRelay();
    const { log, lines } = recordingLog();
    try {
      const state = shared(relay.url, log);
      await state.ready();
      const limiter = createAttemptLimiter({ windowMs: 60_000, shared: state });
      const store = rateStore(state);
      expect(await hit(store, '203.0.113.3')).toBe(1);

      await relay.cut();
      await until(() => state.client() === undefined);
      // Nothing fails; the counts go on in this process.
      await limiter.take(['user:bob']);
      expect((await limiter.take(['user:bob'])).counts).toEqual([2]);
      expect(await hit(store, '203.0.113.4')).toBe(1);
      expect(await hit(store, '203.0.113.4')).toBe(2);
      await state.publish('wrote', '1');
      // ioredis keeps reconnecting (and failing) meanwhile: still one warning.
      await new Promise((r) => setTimeout(r, 600));
      expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
      expect(lines[0]!.message).toMatch(/Redis is unreachable/);

      await relay.restore();
      await until(() => state.client() !== undefined);
      expect(lines.at(-1)).toEqual({ level: 'info', message: 'Redis is back: shared state is shared again' });
      // The count kept in Redis before the outage goes on.
      expect(await hit(store, '203.0.113.3')).toBe(2);
    } finally {
      relay.stop();
    }
  });

  it('Redis unreachable from the start: the start waits a few seconds, then goes on in process', async () => {
    const { log, lines } = recordingLog();
    const state = shared(`redis://127.0.0.1:${await getFreePort()}`, log);
    const started = Date.now();
    await state.ready();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(state.client()).toBeUndefined();
    const limiter = createAttemptLimiter({ windowMs: 60_000, shared: state });
    await limiter.take(['ip:203.0.113.5']);
    expect((await limiter.take(['ip:203.0.113.5'])).counts).toEqual([2]);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });
});
