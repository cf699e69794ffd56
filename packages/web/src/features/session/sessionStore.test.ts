import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage stand-in; the store reads it when its module loads. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const jwt = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: '1', exp })).toString('base64url')}.sig`;
const now = () => Math.floor(Date.now() / 1000);

async function loadStore(initial: Record<string, string>) {
  const storage = memoryStorage(initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return { storage, store: await import('./sessionStore.ts') };
}

describe('session store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('restores a stored session that has not expired', async () => {
    const token = jwt(now() + 3600);
    const { store } = await loadStore({ access_token: token, userData: '{"username":"alice"}' });
    expect(store.getSession()).toEqual({ accessToken: token, user: { username: 'alice' } });
  });

  it('drops an expired token and its user data at load', async () => {
    const { store, storage } = await loadStore({
      access_token: jwt(now() - 1),
      userData: '{"username":"alice"}',
    });
    expect(store.getSession()).toEqual({ accessToken: null, user: null });
    expect(storage.data.size).toBe(0);
  });

  it('signs in, refreshes the user data and signs out through localStorage', async () => {
    const { store, storage } = await loadStore({});
    const token = jwt(now() + 3600);
    store.signIn(token, { username: 'bob', publicKey: null });
    store.updateUser({ username: 'bob', publicKey: '0xabc' });
    expect(JSON.parse(storage.getItem('userData')!)).toEqual({ username: 'bob', publicKey: '0xabc' });
    store.signOut();
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('userData')).toBeNull();
    store.updateUser({ username: 'ghost' });
    expect(store.getSession().user).toBeNull();
  });

  it('gives the api calls the token of the current session, and none once signed out', async () => {
    const { store } = await loadStore({});
    const { fetchProfile } = await import('./api.ts');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ username: 'bob' }));
    vi.stubGlobal('fetch', fetch);
    const authorization = () => new Headers(fetch.mock.calls.at(-1)?.[1].headers).get('Authorization');

    const token = jwt(now() + 3600);
    store.signIn(token, { username: 'bob' });
    await fetchProfile();
    expect(authorization()).toBe(`Bearer ${token}`);
    store.signOut();
    await fetchProfile();
    expect(authorization()).toBeNull();
  });

  it('signs out when a query of the app answers 401', async () => {
    const token = jwt(now() + 3600);
    const { store, storage } = await loadStore({ access_token: token, userData: '{"username":"alice"}' });
    const { queryClient } = await import('../../api/queryClient.ts');
    const { ApiError } = await import('../../api/ApiError.ts');
    const { apiKey } = await import('../../api/queryKeys.ts');

    const expired = () => Promise.reject(new ApiError(401, 'jwt expired'));
    await expect(
      queryClient.fetchQuery({ queryKey: apiKey('/api/v1/profile'), queryFn: expired, retry: false }),
    ).rejects.toThrow();
    expect(store.getSession()).toEqual({ accessToken: null, user: null });
    expect(storage.data.has('access_token')).toBe(false);
  });

  it.each([
    ['/inventory?page=2', '/inventory?page=2'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [null, '/'],
  ])('takePrevUrl(%s) → %s, once', async (saved, expected) => {
    const { store } = await loadStore(saved === null ? {} : { prevURL: saved });
    expect(store.takePrevUrl()).toBe(expected);
    expect(store.takePrevUrl()).toBe('/');
  });
});
