import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import {
  api,
  formData,
  queryString,
  read,
  sendForm,
  sendVia,
  setAccessTokenSource,
  setApiTransport,
} from './client.ts';
import { handleHttpError } from './httpErrors.ts';

afterEach(() => vi.unstubAllGlobals());

function effects() {
  return { toast: vi.fn(), signOut: vi.fn(), unauthorizedText: 'Unauthorized' };
}

describe('handleHttpError (R-ERR-5)', () => {
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

describe('the typed api client', () => {
  const answer = (body: unknown, status = 200) => Response.json(body, { status });
  afterEach(() => {
    setApiTransport((url, init) => fetch(url, init));
    setAccessTokenSource(() => null);
  });

  it('builds query strings without empty values, a list as repeated params with commas kept', () => {
    expect(queryString({ page: 1, search: '', sort: undefined, owner: null })).toBe('page=1');
    expect(queryString({ trait: ['Rarity:Rare', 'Color:Red, dark'] })).toBe(
      'trait=Rarity%3ARare&trait=Color%3ARed%2C+dark',
    );
  });

  it('hands the transport the relative url, the token and the JSON body', async () => {
    const sent: [string, RequestInit][] = [];
    setApiTransport(async (url, init) => {
      sent.push([url, init]);
      return answer({ ok: true });
    });
    setAccessTokenSource(() => 'token-1');
    await read(api.POST('/api/v1/favorite-items', { body: { nftId: '12' } }));
    const [url, init] = sent[0] ?? ['', {}];
    expect(url).toBe('/api/v1/favorite-items');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"nftId":"12"}');
  });

  it('sends a multipart body as a form: files keep their names, lists repeat, no JSON content type', async () => {
    const sent: [string, RequestInit][] = [];
    setApiTransport(async (url, init) => {
      sent.push([url, init]);
      return answer({ id: 'r1', available: 1, total: 3 }, 201);
    });
    setAccessTokenSource(() => 'token-1');
    const pictures = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    await read(
      api.POST('/api/v1/recommend-design', {
        body: { email: 'a@example.com', phoneNumber: 123, category: 'vrHomes', files: pictures },
        bodySerializer: formData,
        fetch: sendForm({ timeoutMs: 1000 }),
      }),
    );
    const [url, init] = sent[0] ?? ['', {}];
    expect(url).toBe('/api/v1/recommend-design');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.has('Content-Type')).toBe(false);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['email', 'phoneNumber', 'category', 'files', 'files']);
    expect(form.get('phoneNumber')).toBe('123');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it('fills the path and query from the call', async () => {
    const urls: string[] = [];
    setApiTransport(async (url) => {
      urls.push(url);
      return answer({ data: [], total: 0, page: 2, limit: 8 });
    });
    await read(api.GET('/api/v1/favorite-items', { params: { query: { page: 2, search: 'a b' } } }));
    await read(api.GET('/api/v1/nft/{id}/history', { params: { path: { id: '4 2' } } })).catch(() => null);
    expect(urls).toEqual(['/api/v1/favorite-items?page=2&search=a+b', '/api/v1/nft/4%202/history']);
  });

  it('turns the error envelope into an ApiError with status, code and message', async () => {
    setApiTransport(async () =>
      answer({ statusCode: 404, code: 'NFT_NOT_FOUND', message: 'This NFT does not exist.' }, 404),
    );
    const error = await read(api.GET('/api/v1/nft/{id}', { params: { path: { id: '1' } } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NFT_NOT_FOUND', message: 'This NFT does not exist.' });
  });

  it('times out with status 0', async () => {
    setApiTransport(
      (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(read(api.GET('/api/v1/favorite-items', { fetch: sendVia(null, 20) }))).rejects.toMatchObject(
      {
        status: 0,
        code: 'TIMEOUT',
      },
    );
  });

  it('says the network is unreachable when nothing answers', async () => {
    setApiTransport(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(read(api.GET('/api/v1/favorite-items'))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
