import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Headers that differ between two answers by nature (time, connection, rate-limit counters, ids). */
const PER_REQUEST = /^(?:date|connection|keep-alive|x-ratelimit-.*|ratelimit.*|retry-after|x-request-id)$/;
const lasting = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.test(name)));

/** Visitors' kept answers given by the server's request listener, before Fastify: over real HTTP. */
describe("visitors' kept answers before Fastify (real HTTP)", () => {
  const TTL_MS = 60_000;
  let test: TestApp;
  let port: number;
  let token: string;

  /** Raw bytes as sent (no decompression). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  const earlyHits = async () => {
    const metric = test.components.metrics.registry.getSingleMetric('visitor_cache_hits_total');
    const values = (await metric?.get())?.values ?? [];
    return values.find((value) => value.labels.path === 'early')?.value ?? 0;
  };
  const decoded = (answer: Answer) => {
    const encoding = answer.headers['content-encoding'];
    const bytes =
      encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    return JSON.parse(bytes.toString()) as { total: number; results: { id: string }[] };
  };

  beforeAll(async () => {
    test = await createTestApp({ LIST_CACHE_MS: String(TTL_MS) });
    const make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    for (let i = 0; i < 8; i++) await make.nft();
    const user = await make.user('viewer', 5);
    token = (await test.components.tokens.issue({ id: user.id, username: 'viewer' })).accessToken;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => test.close());

  it.each([
    ['identity', {}, 20],
    ['gzip', { 'accept-encoding': 'gzip' }, 21],
    ['br', { 'accept-encoding': 'gzip, deflate, br' }, 22],
  ] as const)(
    'repeats a visitor’s answer with the same bytes and headers (%s)',
    async (encoding, headers, limit) => {
      const url = `/api/v1/nft?limit=${limit}&sorting=0`;
      const first = await get(url, headers);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      // A new item is not in the kept answer.
      await createFactory(test.components.db).nft();
      const before = await earlyHits();
      const repeat = await get(url, headers);
      expect(await earlyHits()).toBe(before + 1);
      expect(repeat.status).toBe(200);
      expect(repeat.body.equals(first.body)).toBe(true);
      expect(lasting(repeat.headers)).toEqual(lasting(first.headers));
      expect(Number(repeat.headers['content-length'])).toBe(repeat.body.length);
      // Helmet's security headers are on the kept answer too.
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options']) {
        expect(repeat.headers[name], name).toBeDefined();
        expect(repeat.headers[name], name).toBe(first.headers[name]);
      }
      // A signed-in request is never answered from memory: it sees the new item.
      const signedIn = await get(url, { ...headers, authorization: `Bearer ${token}` });
      expect(await earlyHits()).toBe(before + 1);
      expect(signedIn.status).toBe(200);
      expect(decoded(signedIn).total).toBe(decoded(first).total + 1);
    },
  );

  it('refuses a bad query every time (never kept)', async () => {
    const before = await earlyHits();
    for (let i = 0; i < 2; i++) {
      const answer = await get('/api/v1/nft?limit=abc');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString()).code).toBeDefined();
    }
    expect(await earlyHits()).toBe(before);
  });

  it('shows a change after the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = '/api/v1/nft?limit=30&sorting=0';
    const first = decoded(await get(url));
    await createFactory(test.components.db).nft();
    expect(decoded(await get(url)).total).toBe(first.total);
    vi.setSystemTime(Date.now() + TTL_MS);
    expect(decoded(await get(url)).total).toBe(first.total + 1);
  });

  it("gives a signed-in user's own kept favourites early, and never to another token", async () => {
    const make = createFactory(test.components.db);
    const liked = await make.nft();
    const url = '/api/v1/favorite-items?page=1&limit=12';
    const bearer = { authorization: `Bearer ${token}` };
    const ids = (answer: Answer) =>
      (decoded(answer) as unknown as { data: { nft: { id: string } }[] }).data.map((item) => item.nft.id);
    const like = (nftId: string) =>
      test.app.inject({ method: 'POST', url: '/api/v1/favorite-items', headers: bearer, payload: { nftId } });

    const first = await get(url, bearer);
    expect(first.status).toBe(200);
    const before = await earlyHits();
    const repeat = await get(url, bearer);
    expect(await earlyHits()).toBe(before + 1);
    expect(repeat.body.equals(first.body)).toBe(true);
    expect(lasting(repeat.headers)).toEqual(lasting(first.headers));

    // Their own like drops it at once: the next answer is fresh and shows the NFT.
    expect((await like(String(liked.id))).statusCode).toBe(200);
    const fresh = await get(url, bearer);
    expect(await earlyHits()).toBe(before + 1);
    expect(ids(fresh)).toContain(String(liked.id));
    expect((await get(url, bearer)).body.equals(fresh.body)).toBe(true);
    expect(await earlyHits()).toBe(before + 2);

    // A tampered token is not recognized early and is refused by Fastify.
    const tampered = await get(url, { authorization: `Bearer ${token.slice(0, -2)}xx` });
    expect(tampered.status).toBe(401);
    // Without a token the route stays 401 (the user's answer is theirs only).
    expect((await get(url)).status).toBe(401);
    expect(await earlyHits()).toBe(before + 2);
  });
});
