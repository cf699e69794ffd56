import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { anyOf, apiKey, apiKeyPrefix, apiQueries } from './queryKeys.ts';

/** A client holding an answer under each key; `stale(key)` tells whether an invalidation hit it. */
function cacheOf(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
  return { client, stale };
}

describe('apiKey', () => {
  it('is the operation path and the params as the request sends them', () => {
    expect(apiKey('/api/v1/nft/{id}', { path: { id: '5' } })).toEqual([
      '/api/v1/nft/{id}',
      { path: { id: '5' } },
    ]);
    // A number and its digits are one request; empty values are not sent.
    expect(
      apiKey('/api/v1/nft/{id}/history', { path: { id: 5 }, query: { page: 1, tokenId: undefined } }),
    ).toEqual(['/api/v1/nft/{id}/history', { path: { id: '5' }, query: { page: '1' } }]);
    expect(apiKey('/api/v1/configs/app')).toEqual(['/api/v1/configs/app', {}]);
  });

  it('adds the viewer only when asked, for a personalised answer', () => {
    expect(apiKey('/api/v1/nft/{id}', { path: { id: '5' } }, 'alice')).toEqual([
      '/api/v1/nft/{id}',
      { path: { id: '5' } },
      'alice',
    ]);
  });
});

describe('invalidating by operation', () => {
  const history = (id: string, page: number) =>
    apiKey('/api/v1/nft/{id}/history', { path: { id }, query: { page, limit: 10 } });
  const detail = (id: string, viewer: string) => apiKey('/api/v1/nft/{id}', { path: { id } }, viewer);

  it('a prefix with path params hits every page and viewer of that NFT, and no other NFT or operation', async () => {
    const { client, stale } = cacheOf([
      history('5', 1),
      history('5', 2),
      history('6', 1),
      detail('5', 'alice'),
    ]);
    await client.invalidateQueries({
      queryKey: apiKeyPrefix('/api/v1/nft/{id}/history', { path: { id: 5 } }),
    });
    expect([stale(history('5', 1)), stale(history('5', 2))]).toEqual([true, true]);
    expect(stale(history('6', 1))).toBe(false);
    expect(stale(detail('5', 'alice'))).toBe(false);
  });

  it('a prefix without params hits the operation for every id and viewer', async () => {
    const { client, stale } = cacheOf([detail('5', 'alice'), detail('6', 'visitor'), history('5', 1)]);
    await client.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/nft/{id}') });
    expect([stale(detail('5', 'alice')), stale(detail('6', 'visitor'))]).toEqual([true, true]);
    expect(stale(history('5', 1))).toBe(false);
  });

  it('a group of operations about one NFT hits each of them for that NFT only', async () => {
    const source = (id: string) => apiKey('/api/v1/nft/{id}/source', { path: { id } });
    const check = apiKey('/api/v1/nft/{id}/purchase-check', { path: { id: '5' } });
    const { client, stale } = cacheOf([
      detail('5', 'alice'),
      history('5', 1),
      source('5'),
      source('6'),
      check,
    ]);
    await client.invalidateQueries(
      apiQueries(['/api/v1/nft/{id}', '/api/v1/nft/{id}/history', '/api/v1/nft/{id}/source'], {
        path: { id: '5' },
      }),
    );
    expect([stale(detail('5', 'alice')), stale(history('5', 1)), stale(source('5'))]).toEqual([
      true,
      true,
      true,
    ]);
    expect(stale(source('6'))).toBe(false);
    expect(stale(check)).toBe(false);
  });

  it('anyOf joins an api group with another read', async () => {
    const list = apiKey('/api/v1/nft', { query: { page: 1 } });
    const chainRead = ['pendingERC20', '0xpayout', '0xwallet'] as const;
    const other = apiKey('/api/v1/ads');
    const { client, stale } = cacheOf([list, chainRead, other]);
    await client.invalidateQueries(anyOf(apiQueries(['/api/v1/nft']), { queryKey: ['pendingERC20'] }));
    expect([stale(list), stale(chainRead), stale(other)]).toEqual([true, true, false]);
  });
});
