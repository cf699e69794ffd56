import { demoUserKeys, deployerKey } from '@vrmarket/contracts';
import { auctionHouseAbi } from '@vrmarket/contracts/abis';
import { fundDemoAccounts } from '@vrmarket/contracts/deploy';
import { PurchaseStatus } from '@vrmarket/domain';
import { auctionHouse, type Clients, clientsFor, mintTo, sent, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drain,
  indexedState,
  insertNftRecords,
  silentLog,
  startTestChain,
  type TestChain,
} from '../../test/chain.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { rawRows } from '../db/database.ts';
import { applyEvents } from './apply.ts';
import { decodeLogs } from './decode.ts';
import { createIndexer, type Indexer } from './indexer.ts';
import { createIndexerLock } from './lock.ts';

let chain: TestChain;
let test: TestDatabase;
let indexer: Indexer;
let third: Clients;
let house: ReturnType<typeof auctionHouse>;
const lower = (clients: Clients) => clients.account.address.toLowerCase();

beforeAll(async () => {
  [chain, test] = await Promise.all([startTestChain(), createTestDatabase()]);
  await insertNftRecords(test.database.db, 3, chain.seller.account.address);
  third = clientsFor(chain.target, demoUserKeys[2]!);
  await fundDemoAccounts({
    ...chain.target,
    deployer: deployerKey,
    deployment: chain.deployment,
    recipients: [third.account.address],
  });
  house = auctionHouse(chain);
  // Users who linked the three wallets: the auction's news reaches them as notifications.
  for (const [username, clients] of [
    ['seller', chain.seller],
    ['buyer', chain.buyer],
    ['third', third],
  ] as const) {
    await test.database.db.execute(
      sql`insert into users (username, public_key) values (${username}, ${lower(clients)})`,
    );
  }
  indexer = createIndexer({
    db: test.database.db,
    chain: chain.client,
    deployments: async () => chain.setup,
    log: silentLog,
    lock: createIndexerLock(test.database, chain.anvil.chainId),
    confirmations: 0,
    batchSize: 6,
  });
});
afterAll(async () => {
  await Promise.all([chain?.stop(), test?.drop()]);
});

type AuctionRow = {
  auction_id: string;
  nft_id: string | null;
  seller: string;
  currency: string;
  reserve_price: string;
  highest_price: string | null;
  highest_bidder: string | null;
  bid_count: number;
  /** Unix seconds. */
  end_time: number;
  settled: boolean;
  winner: string | null;
  cancelled: boolean;
};
const auctionRows = () =>
  rawRows<AuctionRow>(
    test.database.db,
    sql`select auction_id::text, nft_id::text, seller, currency, reserve_price::text, highest_price::text,
          highest_bidder, bid_count, extract(epoch from end_time)::int as end_time, settled_at is not null as settled, winner,
          cancelled_at is not null as cancelled
        from auctions order by auction_id`,
  );
const bidRows = () =>
  rawRows<{ auction_id: string; bidder: string; amount: string }>(
    test.database.db,
    sql`select auction_id::text, bidder, amount::text from auction_bids order by block_number, log_index`,
  );
const nftRow = async (id: number) =>
  (
    await rawRows<{
      owner_address: string;
      seller: string;
      purchase_status: number;
      last_price: string | null;
    }>(
      test.database.db,
      sql`select owner_address, seller, purchase_status, last_price::text from nfts where id = ${id}`,
    )
  )[0]!;
const activityTypes = async (nftId: number) =>
  (
    await rawRows<{ type: string; price: string | null; from_address: string; to_address: string }>(
      test.database.db,
      sql`select type, price::text, from_address, to_address from activities where nft_id = ${nftId}
          order by created_at, log_index`,
    )
  ).map((a) => [a.type, a.price, a.from_address, a.to_address]);
const blockTime = async (receipt: { blockNumber: bigint }) =>
  (await chain.client.getBlock({ blockNumber: receipt.blockNumber })).timestamp;

const notificationsOf = (username: string) =>
  rawRows<{ kind: string; nft_id: string | null; price: string | null; currency: string | null }>(
    test.database.db,
    sql`select n.kind, n.nft_id::text, n.price::text, n.currency from notifications n
        join users u on u.id = n.user_id where u.username = ${username} order by n.id`,
  );

describe('AuctionHouse projection', () => {
  it('create → bids (outbid) → anti-sniping extension → settle', async () => {
    const { seller, buyer } = chain;
    const houseAddress = chain.setup.address.AuctionHouse;
    for (const id of [1n, 2n, 3n]) await mintTo(chain, seller, id);
    await house.approveAll(seller);
    await house.approveUsdt(buyer);
    await house.approveUsdt(third);
    const { auctionId } = await house.create(seller, 1n, usdt('100'));
    await house.bid(buyer, auctionId, usdt('100'));
    await drain(indexer);

    let [auction] = await auctionRows();
    expect(auction).toMatchObject({
      auction_id: String(auctionId),
      nft_id: '1',
      seller: lower(seller),
      currency: 'USDT',
      reserve_price: '100',
      highest_price: '100',
      highest_bidder: lower(buyer),
      bid_count: 1,
      settled: false,
      cancelled: false,
    });
    // In the auction house's escrow: DEALING, the seller still the seller.
    expect(await nftRow(1)).toMatchObject({
      owner_address: houseAddress,
      seller: lower(seller),
      purchase_status: PurchaseStatus.DEALING,
    });

    // Outbid, then a bid in the last 10 minutes moves the end to 10 minutes after it.
    await house.bid(third, auctionId, usdt('150'));
    const createdEnd = auction!.end_time;
    await house.increaseTime(3_600 - 300);
    const late = await house.bid(buyer, auctionId, usdt('157.5'));
    await drain(indexer);
    [auction] = await auctionRows();
    expect(auction).toMatchObject({ highest_price: '157.5', highest_bidder: lower(buyer), bid_count: 3 });
    const extended = Number(await blockTime(late)) + 600;
    expect(auction!.end_time).toBe(extended);
    expect(auction!.end_time).toBeGreaterThan(createdEnd);
    expect(await bidRows()).toEqual([
      { auction_id: String(auctionId), bidder: lower(buyer), amount: '100' },
      { auction_id: String(auctionId), bidder: lower(third), amount: '150' },
      { auction_id: String(auctionId), bidder: lower(buyer), amount: '157.5' },
    ]);
    // A bid is on the live stream at once (kind 'bid', the amount, the bidder).
    const live = await rawRows<{ kind: string; price: string | null; from_address: string }>(
      test.database.db,
      sql`select kind, price::text, from_address from live_events where nft_id = 1 order by id`,
    );
    expect(live.map((r) => [r.kind, r.price])).toEqual([
      ['mint', null],
      ['auction', '100'],
      ['bid', '100'],
      ['bid', '150'],
      ['bid', '157.5'],
    ]);

    await house.increaseTime(601);
    const settled = await house.settle(third, auctionId);
    await drain(indexer);
    [auction] = await auctionRows();
    expect(auction).toMatchObject({ settled: true, winner: lower(buyer) });
    expect(await nftRow(1)).toEqual({
      owner_address: lower(buyer),
      seller: lower(buyer),
      purchase_status: PurchaseStatus.OWNED,
      last_price: '157.5',
    });
    const sales = await rawRows<Record<string, unknown>>(
      test.database.db,
      sql`select nft_id::int, from_address, to_address, price::text, currency, tx_hash from sale_history`,
    );
    expect(sales).toEqual([
      {
        nft_id: 1,
        from_address: lower(seller),
        to_address: lower(buyer),
        price: '157.5',
        currency: 'USDT',
        tx_hash: settled.transactionHash,
      },
    ]);
    expect(await activityTypes(1)).toEqual([
      ['MINTED', '0', '0x0000000000000000000000000000000000000000', lower(seller)],
      ['AUCTION_CREATED', '100', lower(seller), houseAddress],
      ['BID', '100', lower(buyer), houseAddress],
      ['BID', '150', lower(third), houseAddress],
      ['BID', '157.5', lower(buyer), houseAddress],
      ['AUCTION_SETTLED', '157.5', lower(seller), lower(buyer)],
    ]);

    // Each bidder heard they were outbid (with the bid that beat theirs); the winner that they won;
    // the seller that the NFT sold.
    expect(await notificationsOf('buyer')).toEqual([
      { kind: 'OUTBID', nft_id: '1', price: '150', currency: 'USDT' },
      { kind: 'AUCTION_WON', nft_id: '1', price: '157.5', currency: 'USDT' },
    ]);
    expect(await notificationsOf('third')).toEqual([
      { kind: 'OUTBID', nft_id: '1', price: '157.5', currency: 'USDT' },
    ]);
    expect(await notificationsOf('seller')).toEqual([
      { kind: 'BID_RECEIVED', nft_id: '1', price: '100', currency: 'USDT' },
      { kind: 'BID_RECEIVED', nft_id: '1', price: '150', currency: 'USDT' },
      { kind: 'BID_RECEIVED', nft_id: '1', price: '157.5', currency: 'USDT' },
      { kind: 'ITEM_SOLD', nft_id: '1', price: '157.5', currency: 'USDT' },
    ]);

    // The settle transaction recorded again (the api's recording path) changes nothing.
    const before = {
      state: await indexedState(test.database.db),
      auctions: await auctionRows(),
      bids: await bidRows(),
      notified: await notificationsOf('buyer'),
    };
    const time = await blockTime(settled);
    const events = decodeLogs(chain.setup, settled.logs, () => new Date(Number(time) * 1000));
    await test.database.db.transaction((tx) => applyEvents(tx, chain.setup, events));
    expect({
      state: await indexedState(test.database.db),
      auctions: await auctionRows(),
      bids: await bidRows(),
      notified: await notificationsOf('buyer'),
    }).toEqual(before);
  });

  it('a settle without a bid returns the NFT; a cancel closes the auction', async () => {
    const { seller } = chain;
    const noBid = await house.create(seller, 2n, usdt('5'));
    await house.increaseTime(3_700);
    await house.settle(chain.buyer, noBid.auctionId);
    const cancelled = await house.create(seller, 3n, usdt('7'));
    await drain(indexer);
    expect(await nftRow(3)).toMatchObject({ purchase_status: PurchaseStatus.DEALING });
    await house.cancel(seller, cancelled.auctionId);
    await drain(indexer);

    const rows = await auctionRows();
    expect(rows.find((r) => r.auction_id === String(noBid.auctionId))).toMatchObject({
      settled: true,
      winner: null,
      bid_count: 0,
      highest_price: null,
    });
    expect(rows.find((r) => r.auction_id === String(cancelled.auctionId))).toMatchObject({
      cancelled: true,
      settled: false,
    });
    for (const id of [2, 3]) {
      expect(await nftRow(id)).toEqual({
        owner_address: lower(seller),
        seller: lower(seller),
        purchase_status: PurchaseStatus.OWNED,
        last_price: null,
      });
    }
    const house_ = chain.setup.address.AuctionHouse;
    expect((await activityTypes(2)).slice(1)).toEqual([
      ['AUCTION_CREATED', '5', lower(seller), house_],
      ['AUCTION_SETTLED', '0', house_, lower(seller)],
    ]);
    expect((await activityTypes(3)).slice(1)).toEqual([
      ['AUCTION_CREATED', '7', lower(seller), house_],
      ['AUCTION_CANCELLED', null, house_, lower(seller)],
    ]);
    // No sale without a bid.
    const [sales] = await rawRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from sale_history where nft_id = 2`,
    );
    expect(sales!.n).toBe(0);
    // The seller heard the auction ended without a bid; a cancel is their own doing: no news.
    expect((await notificationsOf('seller')).slice(4)).toEqual([
      { kind: 'AUCTION_NO_BID', nft_id: '2', price: null, currency: null },
    ]);
  });

  it('a reorg that drops the cancel reopens the auction; one that drops the creation removes it', async () => {
    const { seller } = chain;
    const [cancelled] = (await auctionRows()).slice(-1);
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(indexer);
    expect((await auctionRows()).slice(-1)[0]).toMatchObject({
      auction_id: cancelled!.auction_id,
      cancelled: false,
    });
    expect(await nftRow(3)).toMatchObject({
      owner_address: chain.setup.address.AuctionHouse,
      seller: lower(seller),
      purchase_status: PurchaseStatus.DEALING,
    });

    // The creation's block and the empty one are replaced: the auction and its rows are gone.
    await chain.rpc('anvil_reorg', [2, []]);
    await drain(indexer);
    expect((await auctionRows()).map((r) => r.auction_id)).not.toContain(cancelled!.auction_id);
    expect(await nftRow(3)).toMatchObject({
      owner_address: lower(seller),
      purchase_status: PurchaseStatus.OWNED,
    });
    expect((await activityTypes(3)).map((a) => a[0])).toEqual(['MINTED']);
  });

  it('an outbid bidder whose wallet refuses the refund hears that it waits on the Claim page', async () => {
    const { seller, buyer } = chain;
    await mintTo(chain, seller, 4n);
    const { auctionId } = await house.create(seller, 4n, parseEther('0.5'), 3_600n, zeroAddress);
    const bidInEth = (clients: Clients, amount: string) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: chain.setup.address.AuctionHouse,
          abi: auctionHouseAbi,
          functionName: 'bidWithETH',
          args: [auctionId],
          value: parseEther(amount),
        }),
      );
    await bidInEth(buyer, '0.5');
    // The buyer's wallet reverts on ETH (a contract wallet) while it is outbid: the refund is credited.
    await chain.rpc('anvil_setCode', [buyer.account.address, '0x60006000fd']);
    await bidInEth(third, '0.6');
    await chain.rpc('anvil_setCode', [buyer.account.address, '0x']);
    await drain(indexer);

    expect((await notificationsOf('buyer')).slice(-2)).toEqual([
      { kind: 'REFUND_CREDITED', nft_id: null, price: '0.5', currency: 'ETH' },
      { kind: 'OUTBID', nft_id: null, price: '0.6', currency: 'ETH' },
    ]);
    // An outbid bidder whose wallet took the refund hears only that they were outbid.
    expect((await notificationsOf('third')).map((n) => n.kind)).not.toContain('REFUND_CREDITED');
  });
});
