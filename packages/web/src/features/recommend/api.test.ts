import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRecommend } from './api.ts';

describe('sending a recommend-design request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the fields and the pictures as one multipart form, and answers the api’s reply', async () => {
    const sent = { id: 'r1', available: 2, total: 3 };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(sent, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const picture = new File(['png'], 'kitchen.png', { type: 'image/png' });

    const answer = await sendRecommend({
      email: 'alice@example.com',
      phoneNumber: '0123456789',
      category: 'vrHomes',
      description: 'A bigger kitchen',
      attachments: [picture],
    });

    expect(answer).toEqual(sent);
    const [url, init] = fetch.mock.calls[0]!;
    expect([init.method, url]).toEqual(['POST', '/api/v1/recommend-design']);
    const form = init.body as FormData;
    expect(form.get('email')).toBe('alice@example.com');
    expect(form.get('description')).toBe('A bigger kitchen');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['kitchen.png']);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});
