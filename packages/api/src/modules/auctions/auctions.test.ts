import { AuctionState, PurchaseStatus } from '@vrmarket/domain';
import { auctionHouse, mintTo, usdt } from '@vrmarket/testkit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../../../test/app.ts';
import { insertNftRecords, type TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { openStream, type SseStream } from '../../../test/sse.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
let house: ReturnType<typeof auctionHouse>;
let tokens: Record<'alice' | 'bob' | 'carol', string>;
const ids = { soon: '', later: '' };
let base: string;
let nftStream: SseStream | undefined;

const get = (url: string, token: string | null = null) => injectAs(test.app, 'GET', url, token);
/** The web's path: a mined transaction recorded at once (before the indexer sees it). */
const record = async (txHash: string) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/record',
    payload: { txHash },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { events: { contract: string; event: string }[] };
};

beforeAll(async () => {
  system = await startChainApp('auctions');
  ({ chain, test } = system);
  await insertNftRecords(test.components.db, 3, chain.seller.account.address);
  const people = await addUsers(test, [
    { username: 'alice', publicKey: chain.seller.account.address.toLowerCase() },
    { username: 'bob', publicKey: chain.buyer.account.address.toLowerCase() },
    { username: 'carol' },
  ]);
  tokens = {
    alice: people.alice!.accessToken,
    bob: people.bob!.accessToken,
    carol: people.carol!.accessToken,
  };
  house = auctionHouse(chain);
  for (const id of [1n, 2n, 3n]) await record((await mintTo(chain, chain.seller, id)).transactionHash);
  await house.approveAll(chain.seller);
  await house.approveUsdt(chain.buyer);
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  nftStream?.close();
  await system?.close();
});

describe('auctions api', () => {
  it('the record call accepts AuctionHouse transactions: creations and a bid, live on the NFT’s pages', async () => {
    // An open page of NFT 1 (the live stream filtered to it).
    nftStream = await openStream(`${base}/api/v1/events?nft=1`);
    const soon = await house.create(chain.seller, 1n, usdt('100'), 3_600n);
    const later = await house.create(chain.seller, 2n, usdt('5'), 5n * 86_400n);
    ids.soon = String(soon.auctionId);
    ids.later = String(later.auctionId);
    const created = await record(soon.receipt.transactionHash);
    expect(created.events).toContainEqual(
      expect.objectContaining({ contract: 'AuctionHouse', event: 'AuctionCreated' }),
    );
    await record(later.receipt.transactionHash);
    const bid = await record((await house.bid(chain.buyer, soon.auctionId, usdt('100'))).transactionHash);
    expect(bid.events).toEqual([
      { contract: 'AuctionHouse', event: 'BidPlaced', logIndex: expect.any(Number) },
    ]);
    const live = await nftStream.waitFor(2);
    expect(live.map((e) => [e.kind, e.nftId, e.from, e.price, e.currency])).toEqual([
      ['auction', '1', chain.seller.account.address.toLowerCase(), '100', 'USDT'],
      ['bid', '1', chain.buyer.account.address.toLowerCase(), '100', 'USDT'],
    ]);
  });

  it('lists open auctions newest first, ending soon soonest first, by category and currency', async () => {
    const list = await get('/api/v1/auctions');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.results.map((a: { id: string }) => a.id)).toEqual([ids.later, ids.soon]);
    const soon = page.results[1];
    expect(soon).toMatchObject({
      id: ids.soon,
      chainId: chain.anvil.chainId,
      hostContract: chain.setup.address.VrNFT,
      tokenId: '1',
      seller: chain.seller.account.address.toLowerCase(),
      currency: 'USDT',
      reservePrice: '100',
      highestPrice: '100',
      highestBidder: chain.buyer.account.address.toLowerCase(),
      minimumBid: '105',
      minIncrementBps: 500,
      bidCount: 1,
      state: AuctionState.OPEN,
      winner: null,
    });
    // The NFT in the auction house: DEALING, and its answer carries the auction in brief.
    expect(soon.nft).toMatchObject({ id: '1', purchasesStatus: PurchaseStatus.DEALING });
    expect(soon.nft.auction).toEqual({
      id: ids.soon,
      highestPrice: '100',
      reservePrice: '100',
      minimumBid: '105',
      currency: 'USDT',
      bidCount: 1,
      endTime: soon.endTime,
    });

    const ending = (await get('/api/v1/auctions?endingSoon=true')).json();
    expect(ending.results.map((a: { id: string }) => a.id)).toEqual([ids.soon]);
    expect((await get('/api/v1/auctions?currency=BIVE')).json().total).toBe(0);
    expect((await get('/api/v1/auctions?currency=USDT')).json().total).toBe(2);
    expect((await get('/api/v1/auctions?categoryIds=54')).json().total).toBe(2);
    expect((await get('/api/v1/auctions?categoryIds=55')).json().total).toBe(0);
    expect((await get('/api/v1/auctions?currency=DOGE')).statusCode).toBe(400);
  });

  it('answers one auction with its bids, and 404 for an unknown one', async () => {
    const detail = await get(`/api/v1/auctions/${ids.soon}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().bids).toEqual([
      {
        bidder: chain.buyer.account.address.toLowerCase(),
        amount: '100',
        at: expect.any(String),
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
    ]);
    const missing = await get('/api/v1/auctions/999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'AUCTION_NOT_FOUND']);
    expect((await get('/api/v1/auctions/not-a-number')).statusCode).toBe(400);
  });

  it('my bids and my auctions need sign-in and answer the linked wallet’s', async () => {
    expect((await get('/api/v1/auctions/my-bids')).statusCode).toBe(401);
    expect((await get('/api/v1/auctions/mine')).statusCode).toBe(401);

    const bids = (await get('/api/v1/auctions/my-bids', tokens.bob)).json();
    expect(
      bids.results.map((b: { id: string; myHighestBid: string; myState: string }) => [
        b.id,
        b.myHighestBid,
        b.myState,
      ]),
    ).toEqual([[ids.soon, '100', 'WINNING']]);
    expect((await get('/api/v1/auctions/my-bids?state=OUTBID', tokens.bob)).json().total).toBe(0);
    expect((await get('/api/v1/auctions/my-bids', tokens.alice)).json().total).toBe(0);
    // No linked wallet: nothing to show.
    expect((await get('/api/v1/auctions/my-bids', tokens.carol)).json()).toEqual({
      results: [],
      total: 0,
      page: 1,
      limit: expect.any(Number),
    });

    const mine = (await get('/api/v1/auctions/mine', tokens.alice)).json();
    expect(mine.results.map((a: { id: string }) => a.id)).toEqual([ids.later, ids.soon]);
    expect((await get('/api/v1/auctions/mine?state=OPEN', tokens.alice)).json().total).toBe(2);
    expect((await get('/api/v1/auctions/mine?state=SETTLED', tokens.alice)).json().total).toBe(0);
    expect((await get('/api/v1/auctions/mine', tokens.bob)).json().total).toBe(0);
  });

  it("the browse list's On auction filter lists the NFTs in the auction house, with their auction", async () => {
    const list = (await get('/api/v1/nft?onAuction=true', tokens.carol)).json();
    expect(list.results.map((n: { id: string }) => n.id).sort()).toEqual(['1', '2']);
    for (const nft of list.results) expect(nft.auction).toMatchObject({ currency: 'USDT' });
    const third = (await get('/api/v1/nft/3')).json();
    expect(third.auction).toBeNull();
  });

  it('after the end and the settlement: won, the NFT owned by the winner, no auction on it', async () => {
    await house.increaseTime(3_700);
    await record((await house.settle(chain.buyer, BigInt(ids.soon))).transactionHash);
    const detail = (await get(`/api/v1/auctions/${ids.soon}`)).json();
    expect(detail).toMatchObject({
      state: AuctionState.SETTLED,
      winner: chain.buyer.account.address.toLowerCase(),
    });
    expect(detail.nft).toMatchObject({
      purchasesStatus: PurchaseStatus.OWNED,
      ownerAddress: chain.buyer.account.address.toLowerCase(),
      auction: null,
    });
    const bids = (await get('/api/v1/auctions/my-bids?state=WON', tokens.bob)).json();
    expect(bids.results.map((b: { id: string }) => b.id)).toEqual([ids.soon]);
    expect((await get('/api/v1/auctions/mine?state=SETTLED', tokens.alice)).json().total).toBe(1);
    // Settled auctions leave the open list.
    const open = (await get('/api/v1/auctions')).json();
    expect(open.results.map((a: { id: string }) => a.id)).toEqual([ids.later]);
  });
});
