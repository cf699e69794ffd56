import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUsernames, lookupUsername, lookupUsernames } from './usernames.ts';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const C = `0x${'c'.repeat(40)}`;

describe('username look-ups', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    forgetUsernames();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('asks only for addresses not known yet, in one batch', async () => {
    fetchMock.mockResolvedValueOnce(answer({ list_usernames: { [A]: 'alice' } }));
    expect(await lookupUsernames([A.toUpperCase().replace('0X', '0x'), B])).toEqual({
      [A]: 'alice',
      [B]: null,
    });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ list_wallet_addresses: `${A},${B}` });

    fetchMock.mockResolvedValueOnce(answer({ list_usernames: { [C]: 'carol' } }));
    expect(await lookupUsernames([A, B, C])).toEqual({ [A]: 'alice', [B]: null, [C]: 'carol' });
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toEqual({ list_wallet_addresses: C });
    expect(await lookupUsername(A)).toBe('alice');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares a look-up in flight', async () => {
    fetchMock.mockResolvedValueOnce(answer({ list_usernames: { [A]: 'alice' } }));
    const [first, second] = await Promise.all([lookupUsernames([A]), lookupUsernames([A])]);
    expect(first).toEqual(second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
