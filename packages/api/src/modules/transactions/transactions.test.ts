import { marketplaceAbi } from '@vrmarket/contracts';
import { PurchaseStatus } from '@vrmarket/domain';
import { market, mintTo, sent, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeFunctionData, erc20Abi, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { drain, indexedState, insertNftRecords, silentLog, type TestChain } from '../../../test/chain.ts';
import { type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { createIndexer } from '../../chain/indexer.ts';
import { createIndexerLock, PROJECTION_NAMESPACE } from '../../chain/lock.ts';
import { rawRows } from '../../db/database.ts';
import { CHAIN_CALLS_PER_MINUTE } from '../../http/security.ts';
import { MAX_WAITING_RECORDS } from './service.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
const seller = () => chain.seller.account.address.toLowerCase();

const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, payload });
const catchTx = (nftId: number, txId: string, from: string, tokenId = String(nftId), to?: string) =>
  post(`/api/v1/nft/${nftId}/catch-transaction`, {
    transfer: { from, to: to ?? chain.setup.address.Marketplace, txId },
    nft: { tokenId, contractAddress: chain.deployment.VrNFT },
  });
const nftRow = async (id: number) =>
  (
    await rawRows<{ owner_address: string; purchase_status: number; onchain: boolean }>(
      test.components.db,
      sql`select owner_address, purchase_status, onchain from nfts where id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  system = await startChainApp('tx');
  ({ chain, test } = system);
  await insertNftRecords(test.components.db, 4, chain.seller.account.address);
  await market(chain).approveAll(chain.seller);
  await market(chain).approveUsdt(chain.buyer);
});
afterAll(() => system?.close());

describe('record the transaction', () => {
  it('catch-transaction records a mint and a listing before the indexer sees them', async () => {
    const mint = await mintTo(chain, chain.seller, 1n);
    const minted = await catchTx(1, mint.transactionHash, seller(), '1', seller());
    expect(minted.statusCode).toBe(200);
    expect(minted.json().events.map((e: { event: string }) => e.event)).toEqual(['Transfer', 'PermitMinted']);
    expect(await nftRow(1)).toMatchObject({
      onchain: true,
      owner_address: seller(),
      purchase_status: PurchaseStatus.OWNED,
    });

    const listing = await market(chain).list(chain.seller, 1n, usdt('42'));
    const recorded = await post('/api/v1/transactions/record', { txHash: listing.transactionHash });
    expect(recorded.statusCode).toBe(200);
    expect(await nftRow(1)).toMatchObject({ purchase_status: PurchaseStatus.SELLING });
  });

  it('a body that lies changes nothing', async () => {
    const { db } = test.components;
    const others = await mintTo(chain, chain.buyer, 2n);
    const before = await indexedState(db);

    // Someone else's transaction (another NFT) claimed for NFT 1, and for NFT 2 by a wrong sender.
    expect((await catchTx(1, others.transactionHash, seller(), '1')).json().code).toBe(
      'TRANSACTION_MISMATCH',
    );
    expect((await catchTx(2, others.transactionHash, seller(), '2')).json().code).toBe(
      'TRANSACTION_MISMATCH',
    );
    // A token id that is not this record's.
    expect((await catchTx(1, others.transactionHash, chain.buyer.account.address, '2')).statusCode).toBe(422);

    // A failed transaction: cancelling an offer that does not exist, forced on chain.
    const failed = await chain.seller.publicClient.waitForTransactionReceipt({
      hash: await chain.seller.walletClient.sendTransaction({
        to: chain.deployment.Marketplace,
        data: encodeFunctionData({ abi: marketplaceAbi, functionName: 'cancelOffer', args: [999n] }),
        gas: 200_000n,
      }),
    });
    expect(failed.status).toBe('reverted');
    const failedAnswer = await post('/api/v1/transactions/record', { txHash: failed.transactionHash });
    expect(failedAnswer.json()).toMatchObject({ statusCode: 422, code: 'TRANSACTION_FAILED' });

    // A transaction of another contract (a USDT approval).
    const approval = await sent(
      chain.seller,
      chain.seller.walletClient.writeContract({
        address: chain.deployment.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.buyer.account.address, 1n],
      }),
    );
    expect(
      (await post('/api/v1/transactions/record', { txHash: approval.transactionHash })).json().code,
    ).toBe('TRANSACTION_MISMATCH');
    // A hash that was never mined.
    const unknown = await post('/api/v1/transactions/record', { txHash: `0x${'ab'.repeat(32)}` });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'TRANSACTION_NOT_FOUND' });

    expect(await indexedState(db)).toEqual(before);
  });

  it('the indexer then adds nothing twice, and drops a recorded transaction a reorg orphaned', async () => {
    const { db } = test.components;
    const indexer = createIndexer({
      db,
      chain: chain.client,
      deployments: async () => chain.setup,
      log: silentLog,
      lock: createIndexerLock(test.components.database, chain.anvil.chainId),
      confirmations: 0,
    });
    await drain(indexer);
    const feed = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from activities`);
    expect(feed[0]!.n).toBe(3); // MINTED 1, LISTING 1, MINTED 2

    // A sale is recorded at once, then its block is replaced by an empty one.
    const listing = await rawRows<{ offer_id: string }>(db, sql`select offer_id::text from offers`);
    const sale = await market(chain).buy(chain.buyer, BigInt(listing[0]!.offer_id), usdt('42'));
    expect(parseEventLogs({ abi: marketplaceAbi, logs: sale.logs }).length).toBe(1);
    expect((await post('/api/v1/transactions/record', { txHash: sale.transactionHash })).statusCode).toBe(
      200,
    );
    expect((await nftRow(1)).owner_address).toBe(chain.buyer.account.address.toLowerCase());
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(indexer);
    expect(await nftRow(1)).toMatchObject({ purchase_status: PurchaseStatus.SELLING });
    expect(await rawRows(db, sql`select * from sale_history`)).toEqual([]);
  });
});

describe('GET /api/v1/nft/:address/activity', () => {
  it('lists the wallet’s activity newest first, a sale as SELL to its seller, paged', async () => {
    const listing = await rawRows<{ offer_id: string }>(
      test.components.db,
      sql`select offer_id::text from offers`,
    );
    const sale = await market(chain).buy(chain.buyer, BigInt(listing[0]!.offer_id), usdt('42'));
    await post('/api/v1/transactions/record', { txHash: sale.transactionHash });

    const page = await test.app.inject({
      method: 'GET',
      url: `/api/v1/nft/${chain.seller.account.address}/activity`,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(body.results.map((r: { type: string }) => r.type)).toEqual(['SELL', 'LISTING', 'MINTED']);
    expect(body.results[0]).toMatchObject({
      tokenId: '1',
      name: 'Item 1',
      price: '42',
      currency: 'USDT',
      from: seller(),
      to: chain.buyer.account.address.toLowerCase(),
      status: 'SUCCESS',
      txId: sale.transactionHash,
      objectId: '1',
      nft_details: { ownerAddress: chain.buyer.account.address.toLowerCase() },
    });

    const buyerFeed = await test.app.inject({
      method: 'GET',
      url: `/api/v1/nft/${chain.buyer.account.address}/activity?limit=1&page=2`,
    });
    expect(buyerFeed.json()).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(buyerFeed.json().results.map((r: { type: string }) => r.type)).toEqual(['MINTED']);
    const bad = await test.app.inject({ method: 'GET', url: '/api/v1/nft/not-an-address/activity' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('record calls cannot be used to load the api', () => {
  const storedEvents = (txHash: string) =>
    rawRows<{ version: string; block_hash: string }>(
      test.components.db,
      sql`select xmin::text as version, block_hash from chain_events where tx_hash = ${txHash} order by log_index`,
    );

  it('a transaction already applied from the same block is not applied again', async () => {
    const mint = await mintTo(chain, chain.seller, 3n);
    const first = await post('/api/v1/transactions/record', { txHash: mint.transactionHash });
    expect(first.statusCode).toBe(200);
    const stored = await storedEvents(mint.transactionHash);
    expect(stored).toHaveLength(2); // Transfer, PermitMinted

    // The same call again answers the same and writes nothing (the rows keep their version).
    const again = await post('/api/v1/transactions/record', { txHash: mint.transactionHash });
    expect(again.json()).toEqual(first.json());
    expect(await storedEvents(mint.transactionHash)).toEqual(stored);

    // Stored from another block (before a reorg put it in this one): applied again.
    await test.components.db.execute(
      sql`update chain_events set block_hash = ${`0x${'0'.repeat(64)}`} where tx_hash = ${mint.transactionHash}`,
    );
    expect((await post('/api/v1/transactions/record', { txHash: mint.transactionHash })).statusCode).toBe(
      200,
    );
    const reapplied = await storedEvents(mint.transactionHash);
    expect(reapplied.map((row) => row.block_hash)).toEqual(stored.map((row) => row.block_hash));
    expect(reapplied[0]!.version).not.toBe(stored[0]!.version);
  });

  it(`counts ${CHAIN_CALLS_PER_MINUTE} calls a minute per client and route`, async () => {
    const record = (remoteAddress: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/transactions/record',
        payload: { txHash: `0x${'cd'.repeat(32)}` },
        remoteAddress,
      });
    for (let i = 0; i < CHAIN_CALLS_PER_MINUTE; i++)
      expect((await record('198.51.100.7')).statusCode).toBe(404);
    const refused = await record('198.51.100.7');
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await record('198.51.100.8')).statusCode).toBe(404);
    const otherRoute = await test.app.inject({
      method: 'POST',
      url: '/api/v1/nft/1/catch-transaction',
      payload: {
        transfer: { from: seller(), txId: `0x${'cd'.repeat(32)}` },
        nft: { tokenId: '1', contractAddress: chain.deployment.VrNFT },
      },
      remoteAddress: '198.51.100.7',
    });
    expect(otherRoute.statusCode).toBe(404);
  });

  // PGlite has one connection: nothing runs beside a transaction, so nothing waits for the lock.
  it.skipIf(!process.env.DATABASE_URL)(
    'a burst waits for the apply lock on one connection, refuses past the queue, and pages still load',
    async () => {
      const mint = await mintTo(chain, chain.seller, 4n);
      const indexer = new pg.Client({ connectionString: test.testDatabase.url });
      await indexer.connect();
      const waitingForLock = async () =>
        (
          await indexer.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          )
        ).rows[0].n;
      try {
        // What an indexer batch holds while it applies events (chain/lock.ts lockProjections).
        await indexer.query('begin');
        await indexer.query('select pg_advisory_xact_lock($1, $2)', [
          PROJECTION_NAMESPACE,
          chain.anvil.chainId,
        ]);
        const answers: number[] = [];
        const burst = Array.from({ length: MAX_WAITING_RECORDS + 2 }, () =>
          post('/api/v1/transactions/record', { txHash: mint.transactionHash }).then((response) => {
            answers.push(response.statusCode);
            return response;
          }),
        );
        // One call waits for the lock, MAX_WAITING_RECORDS wait their turn, the last is refused.
        await expect.poll(() => answers).toEqual([429]);
        await expect.poll(waitingForLock).toBe(1);
        // The pool is not tied up: a list page still loads.
        expect((await test.app.inject({ method: 'GET', url: '/api/v1/nft' })).statusCode).toBe(200);
        await indexer.query('commit');
        const codes = (await Promise.all(burst)).map((response) => response.statusCode).sort();
        expect(codes).toEqual([...Array(MAX_WAITING_RECORDS + 1).fill(200), 429]);
        expect((await nftRow(4)).owner_address).toBe(seller());
      } finally {
        await indexer.end();
      }
    },
  );
});
