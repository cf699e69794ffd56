import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { FavouritesPage, NftPage } from '@vrmarket/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterLike } from '../favourites/queries.ts';
import { profileTabQueries } from './tabQueries.ts';

const WALLET = `0x${'a'.repeat(40)}`;
const emptyNfts: NftPage = { results: [], total: 0, page: 1, limit: 8 };
const favourites = (total: number): FavouritesPage => ({ data: [], total, page: 1, limit: 8 });

describe('profile tabs', () => {
  const fetchMock = vi.fn();
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
  });

  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('show the new favourites count after a like, and the NFTs tab asks again when next shown', async () => {
    const tabs = profileTabQueries({ publicKey: WALLET }, 'user-7');
    fetchMock.mockResolvedValueOnce(answer(favourites(2)));
    const favouritesTab = new QueryObserver(client, tabs.favourites);
    const seen: (number | undefined)[] = [];
    const stop = favouritesTab.subscribe((result) => seen.push(result.data?.total));
    await vi.waitFor(() => expect(favouritesTab.getCurrentResult().data?.total).toBe(2));
    client.setQueryData(tabs.nfts.queryKey, emptyNfts);

    fetchMock.mockResolvedValueOnce(answer(favourites(3)));
    await refreshAfterLike(client);

    expect(favouritesTab.getCurrentResult().data?.total).toBe(3);
    expect(String(fetchMock.mock.calls[1]![0])).toContain('/api/v1/favorite-items');
    expect(client.getQueryState(tabs.nfts.queryKey)?.isInvalidated).toBe(true);
    expect(seen).toContain(3);
    stop();
  });

  it('read the lists the marketplace and collections screens use, first page of 8; the favourites are the viewer’s', () => {
    const tabs = profileTabQueries({ publicKey: WALLET }, 'user-7');
    expect(tabs.nfts.queryKey).toEqual([
      '/api/v1/nft',
      { query: { page: '1', limit: '8', ownerAddress: WALLET } },
    ]);
    expect(tabs.collections.queryKey).toEqual([
      '/api/v1/collections',
      { query: { page: '1', limit: '8', creatorAddress: WALLET } },
    ]);
    expect(tabs.favourites.queryKey).toEqual([
      '/api/v1/favorite-items',
      { query: { page: '1', limit: '8' } },
      'user-7',
    ]);
  });

  it('narrow the NFTs and favourites to the category tab; all three follow the header search', () => {
    const tabs = profileTabQueries({ publicKey: WALLET }, 'user-7', { category: 54, search: 'chair' });
    expect(tabs.nfts.queryKey).toEqual([
      '/api/v1/nft',
      { query: { page: '1', limit: '8', categoryIds: '54', keyword: 'chair', ownerAddress: WALLET } },
    ]);
    expect(tabs.favourites.queryKey).toEqual([
      '/api/v1/favorite-items',
      { query: { page: '1', limit: '8', category: '54', search: 'chair' } },
      'user-7',
    ]);
    expect(tabs.collections.queryKey).toEqual([
      '/api/v1/collections',
      { query: { page: '1', limit: '8', keyword: 'chair', creatorAddress: WALLET } },
    ]);
  });

  it('ask nothing about NFTs or collections without a linked wallet', () => {
    const tabs = profileTabQueries({ publicKey: null }, 'visitor');
    expect(tabs.nfts.enabled).toBe(false);
    expect(tabs.collections.enabled).toBe(false);
  });
});
