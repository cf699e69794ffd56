import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { createMicroCache } from './micro-cache.ts';

describe('createMicroCache', () => {
  it('reuses an answer within its time, shares a load in flight, forgets failures', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createMicroCache({ ttlMs: 1000, now: () => clock });
    const load = async () => `answer ${++loads}`;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual(['answer 1', 'answer 1']);
    clock = 999;
    expect(await cache.get('a', load)).toBe('answer 1');
    clock = 1000;
    expect(await cache.get('a', load)).toBe('answer 2');
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe('answer 3');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 2 });
    const load = async () => String(++loads);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe('4');
    expect(await cache.get('c', load)).toBe('3');
  });

  it('a zero time disables it', async () => {
    let loads = 0;
    const cache = createMicroCache({ ttlMs: 0 });
    await cache.get('a', async () => String(++loads));
    expect(await cache.get('a', async () => String(++loads))).toBe('2');
  });
});

describe('visitor answers from memory (LIST_CACHE_MS)', () => {
  let test: TestApp;
  let token: string;
  const total = async (authorization?: string) =>
    (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/nft?limit=1',
        headers: authorization ? { authorization: `Bearer ${authorization}` } : {},
      })
    ).json().total;

  beforeAll(async () => {
    test = await createTestApp({ LIST_CACHE_MS: '60000' });
    const make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    await make.nft();
    await make.nft();
    const user = await make.user('viewer', 5);
    token = (await test.components.tokens.issue({ id: user.id, username: 'viewer' })).accessToken;
  });
  afterAll(() => test.close());

  it('visitors may see a list a moment old; signed-in users always see it fresh', async () => {
    expect(await total()).toBe(2);
    await createFactory(test.components.db).nft();
    expect(await total()).toBe(2);
    expect(await total(token)).toBe(3);
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/nft?limit=1' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json().results[0]).toMatchObject({
      id: expect.any(String),
      category: [{ categoryId: 54 }],
    });
  });
});
