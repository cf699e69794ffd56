import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';

describe("visitors' answers from memory (LIST_CACHE_MS)", () => {
  const TTL_MS = 60_000;
  let test: TestApp;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });
  const signedIn = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    test = await createTestApp({ LIST_CACHE_MS: String(TTL_MS) });
    const make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    for (let i = 0; i < 6; i++) await make.nft();
    const user = await make.user('viewer', 5);
    token = (await test.components.tokens.issue({ id: user.id, username: 'viewer' })).accessToken;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => test.close());

  it('answers a visitor the same within the time, fresh after it; signed-in people always fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = '/api/v1/nft?limit=20&sorting=0';
    const ids = (response: { json(): { results: { id: string }[] } }) =>
      response.json().results.map((nft) => nft.id);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(6);
    const newest = String((await createFactory(test.components.db).nft()).id);

    const repeat = await get(url);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['content-type']).toBe('application/json; charset=utf-8');
    const fresh = await get(url, signedIn());
    expect(fresh.json().total).toBe(7);
    expect(ids(fresh)).toContain(newest);
    expect(ids(repeat)).not.toContain(newest);

    vi.setSystemTime(Date.now() + TTL_MS);
    const later = await get(url);
    expect(later.json().total).toBe(7);
    expect(ids(later)).toContain(newest);
  });

  it('sends the kept answer compressed as the browser asks, with the headers a fresh answer has', async () => {
    const url = '/api/v1/nft?limit=8';
    const answers = {
      identity: await get(url),
      br: await get(url, { 'accept-encoding': 'gzip, deflate, br' }),
      gzip: await get(url, { 'accept-encoding': 'gzip' }),
    };
    // Kept from the first (uncompressed) answer: a new item does not show in any encoding.
    await createFactory(test.components.db).nft();
    const kept = {
      identity: await get(url),
      br: await get(url, { 'accept-encoding': 'gzip, deflate, br' }),
      gzip: await get(url, { 'accept-encoding': 'gzip' }),
    };
    const json = answers.identity.json();
    expect(json.results.length).toBe(7);
    expect(answers.identity.body.length).toBeGreaterThan(1024);
    expect(kept.identity.body).toBe(answers.identity.body);
    expect(kept.identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(kept.br.rawPayload).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(kept.gzip.rawPayload).toString())).toEqual(json);
    for (const encoding of ['br', 'gzip'] as const) {
      const [fresh, cached] = [answers[encoding], kept[encoding]];
      expect(cached.headers['content-encoding']).toBe(encoding);
      for (const name of [
        'content-type',
        'content-encoding',
        'vary',
        'cache-control',
        'x-content-type-options',
      ]) {
        expect(cached.headers[name], name).toBe(fresh.headers[name]);
      }
    }
    // The same bytes @fastify/compress makes (same settings).
    expect(kept.br.rawPayload.equals(answers.br.rawPayload)).toBe(true);
  });

  it('never keeps a refused request: bad parameters get their 400 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get('/api/v1/nft?limit=abc');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBeDefined();
    }
  });

  it('loads concurrent first requests of one list once', async () => {
    const list = vi.spyOn(test.components.nfts, 'list');
    try {
      const responses = await Promise.all(Array.from({ length: 5 }, () => get('/api/v1/nft?limit=3&page=2')));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it('keeps the other public lists too (categories), not answers to signed-in requests', async () => {
    const names = async (headers: Record<string, string> = {}) =>
      (await get('/api/v1/categories', headers)).json().map((category: { name: string }) => category.name);
    await names(signedIn());
    await createFactory(test.components.db).categories([{ id: 55, name: 'vrLater' }]);
    expect(await names(signedIn())).toContain('vrLater');
    const visitor = await names();
    expect(visitor).toContain('vrLater');
    await createFactory(test.components.db).categories([{ id: 56, name: 'vrLatest' }]);
    expect(await names()).toEqual(visitor);
    expect(await names(signedIn())).toContain('vrLatest');
  });

  it("keeps a user's favourites for that user only, until their own change", async () => {
    const make = createFactory(test.components.db);
    const other = await make.user('other', 6);
    const otherToken = (await test.components.tokens.issue({ id: other.id, username: 'other' })).accessToken;
    const [first, second] = [await make.nft(), await make.nft()];
    const favourites = async (bearer = token) =>
      (await get('/api/v1/favorite-items?limit=30', { authorization: `Bearer ${bearer}` }))
        .json()
        .data.map((item: { nft: { id: string } }) => item.nft.id);
    const like = (nftId: number, bearer = token) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/favorite-items',
        headers: { authorization: `Bearer ${bearer}` },
        payload: { nftId: String(nftId) },
      });

    expect(await favourites()).toEqual([]);
    expect((await like(first.id)).statusCode).toBe(200);
    // The user's own like shows at once.
    expect(await favourites()).toEqual([String(first.id)]);
    // Another user's answer is their own.
    await like(second.id, otherToken);
    expect(await favourites(otherToken)).toEqual([String(second.id)]);
    // A change made elsewhere (not a request of this user) waits for the time.
    await test.components.db.execute(
      sql`insert into favourites (user_id, nft_id) values (${other.id}, ${first.id})`,
    );
    expect(await favourites(otherToken)).toEqual([String(second.id)]);
    await like(first.id, otherToken);
    expect((await favourites(otherToken)).sort()).toEqual([String(first.id), String(second.id)].sort());
    // Without a valid token: 401, never an answer kept for someone.
    const stranger = await get('/api/v1/favorite-items?limit=30', { authorization: 'Bearer nope' });
    expect(stranger.statusCode).toBe(401);
  });
});
