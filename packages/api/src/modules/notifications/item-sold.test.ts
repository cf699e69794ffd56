import { marketplaceAbi } from '@vrmarket/contracts';
import type { Notification } from '@vrmarket/domain';
import { market, mintTo, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { parseEventLogs, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { drain, insertNftRecords, silentLog, type TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { openStream, type SseStream } from '../../../test/sse.ts';
import { revertEvents } from '../../chain/apply.ts';
import { createIndexer } from '../../chain/indexer.ts';
import { createIndexerLock } from '../../chain/lock.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
let people: Awaited<ReturnType<typeof addUsers>>;
let base: string;
let saleTx: string;
const streams: SseStream[] = [];

/** What the web app does after each transaction: POST /transactions/record (applied at once). */
async function record(receipt: TransactionReceipt | Promise<TransactionReceipt>) {
  const { transactionHash } = await receipt;
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/record',
    payload: { txHash: transactionHash },
  });
  expect(response.statusCode).toBe(200);
  return transactionHash;
}

const bell = async (who: 'sam' | 'bea') =>
  (
    await test.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { authorization: `Bearer ${people[who]!.accessToken}` },
    })
  ).json();

beforeAll(async () => {
  system = await startChainApp('item-sold');
  ({ chain, test } = system);
  await insertNftRecords(test.components.db, 1, chain.seller.account.address);
  people = await addUsers(test, [
    { username: 'sam', fullname: 'Sam Seller', publicKey: chain.seller.account.address.toLowerCase() },
    { username: 'bea', fullname: 'Bea Buyer', publicKey: chain.buyer.account.address.toLowerCase() },
  ]);
  await market(chain).approveAll(chain.seller);
  await market(chain).approveUsdt(chain.buyer);
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await system?.close();
});

describe('ITEM_SOLD', () => {
  it("tells the seller's open page of the sale as it is applied, once however often it is applied", {
    timeout: 60_000,
  }, async () => {
    const stream = await openStream(`${base}/api/v1/notifications/stream`, {
      authorization: `Bearer ${people.sam!.accessToken}`,
    });
    streams.push(stream);
    await record(mintTo(chain, chain.seller, 1n));
    const listed = await market(chain).list(chain.seller, 1n, usdt('12'));
    await record(listed);
    const [offer] = parseEventLogs({ abi: marketplaceAbi, eventName: 'OfferCreated', logs: listed.logs });
    saleTx = await record(market(chain).buy(chain.buyer, offer!.args.offerId, usdt('12')));

    const [live] = (await stream.waitFor(1)) as unknown as Notification[];
    expect(live).toMatchObject({
      kind: 'ITEM_SOLD',
      nftId: '1',
      nftName: 'Item 1',
      price: '12',
      currency: 'USDT',
    });
    expect(await bell('sam')).toMatchObject({ total: 1, unread: 1, results: [{ id: live!.id }] });
    // The buyer is not the one told of a sale.
    expect((await bell('bea')).total).toBe(0);

    // Recorded again, then confirmed by the indexer: the same event, no second notification.
    await record(Promise.resolve({ transactionHash: saleTx } as TransactionReceipt));
    await drain(
      createIndexer({
        db: test.components.db,
        chain: chain.client,
        deployments: async () => chain.setup,
        log: silentLog,
        lock: createIndexerLock(test.components.database, chain.anvil.chainId),
        confirmations: 0,
        onApplied: () => {},
      }),
    );
    expect((await bell('sam')).total).toBe(1);
    expect(stream.events).toHaveLength(1);
  });

  it('a reorg that removes the sale removes its notification', async () => {
    await test.components.db.transaction((tx) => revertEvents(tx, chain.setup, sql`tx_hash = ${saleTx}`));
    expect((await bell('sam')).total).toBe(0);
  });
});
