import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { apiFetch, apiUrl } from './client.ts';
import { handleHttpError } from './httpErrors.ts';

afterEach(() => vi.unstubAllGlobals());

function effects() {
  return { toast: vi.fn(), signOut: vi.fn(), unauthorizedText: 'Unauthorized' };
}

describe('handleHttpError (spec §8 HTTP)', () => {
  it('401: toast Unauthorized and sign out', () => {
    const e = effects();
    handleHttpError(new ApiError(401, 'jwt expired'), e);
    expect(e.toast).toHaveBeenCalledWith('Unauthorized');
    expect(e.signOut).toHaveBeenCalledOnce();
  });

  it('other statuses below 500: the server message', () => {
    const e = effects();
    handleHttpError(new ApiError(422, 'Price must be greater than zero.'), e);
    expect(e.toast).toHaveBeenCalledWith('Price must be greater than zero.');
    expect(e.signOut).not.toHaveBeenCalled();
  });

  it('5xx, network failures and non-api errors: nothing', () => {
    const e = effects();
    handleHttpError(new ApiError(502, 'Bad gateway'), e);
    handleHttpError(new ApiError(0, 'The network is unreachable.'), e);
    handleHttpError(new Error('boom'), e);
    expect(e.toast).not.toHaveBeenCalled();
  });
});

describe('apiFetch', () => {
  it('builds /api URLs and drops empty query values', () => {
    expect(apiUrl('/v1/categories', { page: 1, search: '', sort: undefined })).toBe(
      '/api/v1/categories?page=1',
    );
  });

  it('sends a list as repeated params, commas kept inside each', () => {
    expect(apiUrl('/v1/nft', { trait: ['Rarity:Rare', 'Color:Red, dark'] })).toBe(
      '/api/v1/nft?trait=Rarity%3ARare&trait=Color%3ARed%2C+dark',
    );
  });

  it('turns the error envelope into an ApiError with status, code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 404, code: 'NFT_NOT_FOUND', message: 'This NFT does not exist.' },
          { status: 404 },
        ),
      ),
    );
    const error = await apiFetch('/v1/nft/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NFT_NOT_FOUND', message: 'This NFT does not exist.' });
  });

  it('sends JSON and parses the JSON answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch('/login', { method: 'POST', json: { username: 'a' } })).resolves.toEqual({
      ok: true,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"username":"a"}');
  });

  it('times out with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    await expect(apiFetch('/v1/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });
});
