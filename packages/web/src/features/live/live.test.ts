import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { nftDetailKey } from '../nft-detail/queries.ts';
import { nftListQueryOptions } from '../nfts/queries.ts';
import { nftOffersQuery } from '../offers/api.ts';
import { applyLiveEvent } from './applyLiveEvent.ts';
import { liveFilterOf, liveUrl } from './liveFilter.ts';
import { soldNfts } from './soldStore.ts';
import { reopenDelay } from './useLiveUpdates.ts';

const alice = '0x00000000000000000000000000000000000000a1';
const bob = '0x00000000000000000000000000000000000000b0';
const event = (values: Partial<LiveEvent>): LiveEvent => ({
  id: '7',
  kind: 'sale',
  nftId: '5',
  collectionId: null,
  tokenId: '5',
  from: alice,
  to: bob,
  price: '12',
  currency: 'USDT',
  txHash: null,
  at: new Date(0).toISOString(),
  ...values,
});

describe('liveFilterOf', () => {
  it('follows the NFT of a detail screen and the collection of a collection screen, with the wallet', () => {
    expect(liveFilterOf('/detail/5', '', alice)).toEqual({ nft: '5', owner: alice });
    expect(liveFilterOf('/inventory/detail/9', '', null)).toEqual({ nft: '9', owner: undefined });
    expect(liveFilterOf('/collections/detail', '?collectionId=3', alice)).toEqual({
      collection: '3',
      owner: alice,
    });
    expect(liveFilterOf('/dashboard', '', alice)).toEqual({});
  });

  it('builds the stream URL, carrying the last id over a change of screen', () => {
    expect(liveUrl({})).toBe('/api/v1/events');
    expect(liveUrl({ nft: '5', owner: alice }, '12')).toBe(
      `/api/v1/events?nft=5&owner=${alice}&lastEventId=12`,
    );
  });
});

describe('reopenDelay', () => {
  it('waits 2 s after a stream failed outright, twice as long after each further one, at most a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reopenDelay)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});

describe('applyLiveEvent', () => {
  const marketList = nftListQueryOptions({ page: 1, limit: 12 }).queryKey;

  it('a sale reads the detail again, marks the card sold and tells the seller and the buyer', async () => {
    const client = new QueryClient();
    client.setQueryData(nftDetailKey('5', 'visitor'), { id: '5' });
    client.setQueryData(marketList, { results: [], total: 0, page: 1, limit: 12 });
    expect(applyLiveEvent(client, event({}), alice)).toEqual({
      key: 'live.sold',
      price: '12',
      currency: 'USDT',
    });
    expect(applyLiveEvent(client, event({}), bob.toUpperCase().replace('0X', '0x'))?.key).toBe('live.bought');
    expect(applyLiveEvent(client, event({}), null)).toBeNull();
    expect(client.getQueryState(nftDetailKey('5', 'visitor'))?.isInvalidated).toBe(true);
    // The list keeps its cards (the sold one shows its mark) until something else reads it.
    expect(client.getQueryState(marketList)?.isInvalidated).toBe(false);
    expect(soldNfts.get().has('5')).toBe(true);
  });

  it('a new listing reads the lists again', () => {
    const client = new QueryClient();
    client.setQueryData(marketList, { results: [], total: 0, page: 1, limit: 12 });
    expect(applyLiveEvent(client, event({ kind: 'listing', nftId: '6' }), alice)).toBeNull();
    expect(client.getQueryState(marketList)?.isInvalidated).toBe(true);
  });

  it("an offer's news reads the NFT's offers again, so a buyer's falling balance shows at once", async () => {
    const client = new QueryClient();
    const offers = nftOffersQuery('5').queryKey;
    client.setQueryData(offers, { results: [], total: 0, page: 1, limit: 12 });
    expect(applyLiveEvent(client, event({ kind: 'offer' }), alice)).toBeNull();
    await Promise.resolve();
    expect(client.getQueryState(offers)?.isInvalidated).toBe(true);
    expect(client.getQueryState(marketList)?.isInvalidated ?? false).toBe(false);
  });
});
