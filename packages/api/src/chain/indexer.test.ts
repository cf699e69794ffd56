import { marketplaceAbi, rentalAbi, vrNFTAbi } from '@vrmarket/contracts';
import { PurchaseStatus } from '@vrmarket/domain';
import { market, mintTo, sent, usdt } from '@vrmarket/testkit/chain';
import { eq, sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { erc20Abi, maxUint256, parseEventLogs } from 'viem';
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
import { chainCursors, nfts } from '../db/schema/index.ts';
import { createIndexer, type Indexer } from './indexer.ts';
import { createIndexerLock } from './lock.ts';
import { createIndexerMetrics } from './metrics.ts';

let chain: TestChain;
let test: TestDatabase;
let indexer: Indexer;
const registry = new Registry();

const offerIdOf = (receipt: Awaited<ReturnType<typeof mintTo>>) =>
  parseEventLogs({ abi: marketplaceAbi, eventName: 'OfferCreated', logs: receipt.logs })[0]!.args.offerId;

beforeAll(async () => {
  [chain, test] = await Promise.all([startTestChain(), createTestDatabase()]);
  const { db } = test.database;
  await insertNftRecords(db, 4, chain.seller.account.address);
  indexer = createIndexer({
    db,
    chain: chain.client,
    deployments: async () => chain.setup,
    log: silentLog,
    lock: createIndexerLock(test.database, chain.anvil.chainId),
    confirmations: 0,
    batchSize: 5,
    metrics: createIndexerMetrics(registry),
  });
});
afterAll(async () => {
  await Promise.all([chain?.stop(), test?.drop()]);
});

describe('indexer', () => {
  it('mint, list, reprice, buy, cancel and transfer produce the right rows', async () => {
    const { seller, buyer } = chain;
    const m = market(chain);
    for (const id of [1n, 2n, 3n]) await mintTo(chain, seller, id);
    await m.approveAll(seller);
    await m.approveUsdt(buyer);
    const sold = offerIdOf(await m.list(seller, 1n, usdt('100')));
    await m.reprice(seller, sold, usdt('150'));
    await m.buy(buyer, sold, usdt('150'));
    const cancelled = offerIdOf(await m.list(seller, 2n, usdt('20')));
    await m.cancel(seller, cancelled);
    await m.transfer(seller, buyer.account.address, 3n);
    await drain(indexer);

    const { db } = test.database;
    const s = seller.account.address.toLowerCase();
    const b = buyer.account.address.toLowerCase();
    const rows = await db.select().from(nfts).orderBy(nfts.id);
    expect(
      rows.map((n) => [n.tokenId, n.ownerAddress, n.seller, n.purchaseStatus, n.onchain, n.offerId]),
    ).toEqual([
      ['1', b, b, PurchaseStatus.OWNED, true, null],
      ['2', s, s, PurchaseStatus.OWNED, true, null],
      ['3', b, b, PurchaseStatus.OWNED, true, null],
      [null, s, null, PurchaseStatus.NONE, false, null],
    ]);
    expect(Number(rows[0]!.lastPrice)).toBe(150);

    const feed = await rawRows<{
      type: string;
      token_id: string;
      from_address: string;
      to_address: string;
      price: string | null;
    }>(
      db,
      sql`select type, token_id::text, from_address, to_address, price::text from activities order by created_at, log_index`,
    );
    const market_ = chain.setup.address.Marketplace;
    expect(feed.map((a) => [a.type, a.token_id, a.from_address, a.to_address])).toEqual([
      ['MINTED', '1', '0x0000000000000000000000000000000000000000', s],
      ['MINTED', '2', '0x0000000000000000000000000000000000000000', s],
      ['MINTED', '3', '0x0000000000000000000000000000000000000000', s],
      ['LISTING', '1', s, market_],
      ['BUY', '1', s, b],
      ['LISTING', '2', s, market_],
      ['CANCELLED', '2', market_, s],
      ['TRANSFER', '3', s, b],
    ]);
    const sales = await rawRows<{
      price: string;
      from_address: string;
      to_address: string;
      currency: string;
    }>(db, sql`select price::text, from_address, to_address, currency from sale_history`);
    expect(sales).toEqual([{ price: '150', from_address: s, to_address: b, currency: 'USDT' }]);
    const offerRows = await rawRows<{ offer_id: string; price: string; closed: boolean }>(
      db,
      sql`select offer_id::text, price::text, closed from offers order by offer_id`,
    );
    expect(offerRows).toEqual([
      { offer_id: sold.toString(), price: '150', closed: true },
      { offer_id: cancelled.toString(), price: '20', closed: true },
    ]);
  });

  it('a listed NFT is SELLING, escrowed, with its price, currency and offer', async () => {
    await market(chain).approveAll(chain.buyer);
    const offerId = offerIdOf(await market(chain).list(chain.buyer, 3n, usdt('12.5')));
    await drain(indexer);
    const [row] = await test.database.db.select().from(nfts).where(eq(nfts.id, 3));
    expect(row).toMatchObject({
      purchaseStatus: PurchaseStatus.SELLING,
      ownerAddress: chain.setup.address.Marketplace,
      seller: chain.buyer.account.address.toLowerCase(),
      currentPrice: '12.5',
      currency: 'USDT',
      offerId: offerId.toString(),
    });
    expect(row!.listedAt).toBeInstanceOf(Date);
  });

  it('renting: RENT while listed for rent, RENTED while rented, OWNED once withdrawn', async () => {
    const { seller, buyer } = chain;
    const d = chain.deployment;
    const status = async () => (await test.database.db.select().from(nfts).where(eq(nfts.id, 4)))[0]!;
    const rental = (
      clients: typeof seller,
      functionName: 'rent' | 'endRental' | 'withdrawFromRent',
      args: bigint[],
    ) =>
      sent(
        clients,
        clients.walletClient.writeContract({
          address: d.Rental,
          abi: rentalAbi,
          functionName,
          args: args as [bigint],
          // Ending a rental pays the owner for the units begun, so it makes one transfer or two by
          // the block's second: an estimate made a second early fell a transfer short (reverted).
          gas: 400_000n,
        }),
      );
    await mintTo(chain, seller, 4n);
    await sent(
      seller,
      seller.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setApprovalForAll',
        args: [d.Rental, true],
      }),
    );
    const listed = await sent(
      seller,
      seller.walletClient.writeContract({
        address: d.Rental,
        abi: rentalAbi,
        functionName: 'listForRent',
        args: [d.VrNFT, 4n, usdt('1'), d.USDT, 1, 30n],
      }),
    );
    const listingId = parseEventLogs({ abi: rentalAbi, eventName: 'RentListed', logs: listed.logs })[0]!.args
      .listingId;
    await drain(indexer);
    expect(await status()).toMatchObject({
      purchaseStatus: PurchaseStatus.RENT,
      ownerAddress: chain.setup.address.Rental,
      seller: seller.account.address.toLowerCase(),
    });

    await sent(
      buyer,
      buyer.walletClient.writeContract({
        address: d.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [d.Rental, maxUint256],
      }),
    );
    await rental(buyer, 'rent', [listingId, 2n]);
    await drain(indexer);
    expect((await status()).purchaseStatus).toBe(PurchaseStatus.RENTED);

    await rental(buyer, 'endRental', [listingId]);
    await drain(indexer);
    expect((await status()).purchaseStatus).toBe(PurchaseStatus.RENT);

    await rental(seller, 'withdrawFromRent', [listingId]);
    await drain(indexer);
    expect(await status()).toMatchObject({
      purchaseStatus: PurchaseStatus.OWNED,
      ownerAddress: seller.account.address.toLowerCase(),
    });
  });

  it('replaying every block from the deployment changes nothing', async () => {
    const { db } = test.database;
    const before = await indexedState(db);
    await db.delete(chainCursors);
    await db.execute(sql`delete from chain_blocks`);
    await drain(indexer);
    expect(await indexedState(db)).toEqual(before);
  });

  it('reports its progress in /metrics', async () => {
    const head = Number(await chain.client.getBlockNumber());
    const metrics = await registry.getMetricsAsJSON();
    const value = (name: string) => metrics.find((m) => m.name === name)?.values[0]?.value;
    expect(value('vrmarket_indexer_block')).toBe(head);
    expect(value('vrmarket_indexer_head_block')).toBe(head);
    expect(value('vrmarket_indexer_events_total')).toBeGreaterThan(10);
  });

  it('the database equals the chain: owners and open offers', async () => {
    const rows = await test.database.db.select().from(nfts).orderBy(nfts.id);
    for (const row of rows.filter((n) => n.onchain)) {
      const owner = await chain.client.readContract({
        address: chain.deployment.VrNFT,
        abi: vrNFTAbi,
        functionName: 'ownerOf',
        args: [BigInt(row.tokenId!)],
      });
      expect(row.ownerAddress).toBe(owner.toLowerCase());
      if (row.offerId) {
        const offer = await chain.client.readContract({
          address: chain.deployment.Marketplace,
          abi: marketplaceAbi,
          functionName: 'getOffer',
          args: [BigInt(row.offerId)],
        });
        expect(offer.open).toBe(true);
      }
    }
  });
});
