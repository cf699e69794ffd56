import { demoUserKeys, deployerKey } from '@vrmarket/contracts';
import { fundDemoAccounts } from '@vrmarket/contracts/deploy';
import type { OfferPage, OfferProof } from '@vrmarket/domain';
import { type Clients, clientsFor, mintTo, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../../test/app.ts';
import { drain, insertNftRecords, silentLog, type TestChain } from '../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../test/chain-app.ts';
import { makeOffer, offerBook } from '../../test/offers.ts';
import { rawRows } from '../db/database.ts';
import { applyEvents } from './apply.ts';
import { buyerTokenLogs, chainFundsReader } from './buy-offers.ts';
import { decodeLogs } from './decode.ts';
import { createIndexer, type Indexer } from './indexer.ts';
import { createIndexerLock } from './lock.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
let indexer: Indexer;
let carol: Clients;
let book: ReturnType<typeof offerBook>;
let tokens: Record<'alice' | 'bob' | 'carol', string>;
let collectionId: string;
const lower = (clients: Clients) => clients.account.address.toLowerCase();

const offerRow = async (id: string) =>
  (
    await rawRows<{
      state: string;
      inactive_reason: string | null;
      accepted_token_id: string | null;
      accepted_by: string | null;
      tx_hash: string | null;
      closed: boolean;
    }>(
      test.components.db,
      sql`select state, inactive_reason, accepted_token_id::text, accepted_by, tx_hash, closed_at is not null as closed
          from buy_offers where id = ${id}`,
    )
  )[0]!;
const stateOf = async (id: string) => {
  const row = await offerRow(id);
  return [row.state, row.inactive_reason];
};
const notificationsOf = (username: string) =>
  rawRows<{ kind: string; nft_id: string | null; price: string | null; offer_id: string | null }>(
    test.components.db,
    sql`select n.kind, n.nft_id::text, n.price::text, n.offer_id::text from notifications n
        join users u on u.id = n.user_id where u.username = ${username} order by n.id`,
  );
const offerLiveRows = (offerBuyer: string) =>
  rawRows<{ kind: string; nft_id: string | null }>(
    test.components.db,
    sql`select kind, nft_id::text from live_events where kind = 'offer' and from_address = ${offerBuyer} order by id`,
  );

beforeAll(async () => {
  system = await startChainApp('buy-offers');
  ({ chain, test } = system);
  const db = test.components.db;
  await insertNftRecords(db, 4, chain.seller.account.address);
  carol = clientsFor(chain.target, demoUserKeys[2]!);
  await fundDemoAccounts({
    ...chain.target,
    deployer: deployerKey,
    deployment: chain.deployment,
    recipients: [carol.account.address],
  });
  const people = await addUsers(test, [
    { username: 'alice', publicKey: lower(chain.seller) },
    { username: 'bob', publicKey: lower(chain.buyer) },
    { username: 'carol', publicKey: lower(carol) },
  ]);
  tokens = {
    alice: people.alice!.accessToken,
    bob: people.bob!.accessToken,
    carol: people.carol!.accessToken,
  };
  const [collection] = await rawRows<{ id: string }>(
    db,
    sql`insert into collections (collection_name, creator_id) values ('Homes', ${people.alice!.id}) returning id::text`,
  );
  collectionId = collection!.id;
  await db.execute(sql`update nfts set collection_id = ${collectionId}::bigint where id in (1, 2, 3, 4)`);
  indexer = createIndexer({
    db,
    chain: chain.client,
    deployments: async () => chain.setup,
    log: silentLog,
    lock: createIndexerLock(test.components.database, chain.anvil.chainId),
    confirmations: 0,
    batchSize: 50,
  });
  for (const id of [1n, 2n, 3n, 4n]) await mintTo(chain, chain.seller, id);
  await drain(indexer);
  book = offerBook(chain);
  await book.approve(chain.buyer, chain.deployment.USDT);
  await book.approve(carol, chain.deployment.USDT);
  await book.approveNfts(chain.seller);
  await drain(indexer);
});
afterAll(async () => {
  await system?.close();
});

describe('buy offers indexed', () => {
  it('an accepted offer: ACCEPTED, a sale, the buyer and seller told; the NFT’s other offers wait for its owner', async () => {
    const bobs = await makeOffer(test.app, chain, tokens.bob, chain.buyer, { nftId: '1' }, '10');
    const carols = await makeOffer(test.app, chain, tokens.carol, carol, { nftId: '1' }, '12');
    const receipt = await book.accept(chain.seller, bobs.offer.message, bobs.signature, 1n);
    await drain(indexer);
    expect(await offerRow(bobs.offer.id)).toEqual({
      state: 'ACCEPTED',
      inactive_reason: null,
      accepted_token_id: '1',
      accepted_by: lower(chain.seller),
      tx_hash: receipt.transactionHash,
      closed: true,
    });
    const [nft] = await rawRows<{ owner_address: string; last_price: string }>(
      test.components.db,
      sql`select owner_address, last_price::text from nfts where id = 1`,
    );
    expect(nft).toEqual({ owner_address: lower(chain.buyer), last_price: '10' });
    const sales = await rawRows<{
      from_address: string;
      to_address: string;
      price: string;
      currency: string;
    }>(
      test.components.db,
      sql`select from_address, to_address, price::text, currency from sale_history where nft_id = 1`,
    );
    expect(sales).toEqual([
      { from_address: lower(chain.seller), to_address: lower(chain.buyer), price: '10', currency: 'USDT' },
    ]);
    // One BUY row for the sale, not a transfer beside it.
    const activity = await rawRows<{ type: string }>(
      test.components.db,
      sql`select type from activities where nft_id = 1 order by created_at, log_index`,
    );
    expect(activity.map((a) => a.type)).toEqual(['MINTED', 'BUY']);
    expect(await notificationsOf('bob')).toEqual([
      { kind: 'OFFER_ACCEPTED', nft_id: '1', price: '10', offer_id: bobs.offer.id },
    ]);
    expect((await notificationsOf('alice')).map((n) => n.kind)).toContain('ITEM_SOLD');
    // Carol's offer was made to Alice: inactive while Bob holds the NFT, active once it is back.
    expect(await stateOf(carols.offer.id)).toEqual(['INACTIVE', 'OWNER_CHANGED']);
    await book.moveNft(chain.buyer, chain.seller.account.address, 1n);
    await drain(indexer);
    expect(await stateOf(carols.offer.id)).toEqual(['ACTIVE', null]);
    expect((await offerLiveRows(lower(carol))).map((r) => r.kind)).toEqual(['offer', 'offer', 'offer']);
  });

  it('a collection offer accepted for one token closes and covers no other', async () => {
    const { offer, signature } = await makeOffer(
      test.app,
      chain,
      tokens.carol,
      carol,
      { collectionId },
      '11',
    );
    const proof = (
      await injectAs(test.app, 'GET', `/api/v1/offers/${offer.id}/proof?tokenId=2`, null)
    ).json() as OfferProof;
    await book.accept(chain.seller, offer.message, signature, 2n, proof.proof as Hex[]);
    await drain(indexer);
    expect(await offerRow(offer.id)).toMatchObject({ state: 'ACCEPTED', accepted_token_id: '2' });
    const onThree = (await injectAs(test.app, 'GET', '/api/v1/nfts/3/offers', null)).json() as OfferPage;
    expect(onThree.results.map((o) => o.id)).not.toContain(offer.id);
    const nftThree = await injectAs(test.app, 'GET', '/api/v1/nft/3', null);
    expect(nftThree.json().bestOffer ?? null).toBeNull();
  });

  it('cancelling one offer, then all of a buyer’s offers', async () => {
    const one = await makeOffer(test.app, chain, tokens.bob, chain.buyer, { nftId: '3' }, '1');
    const cancelled = await book.cancel(chain.buyer, BigInt(one.offer.message.nonce));
    // Recorded by the web at once, before the indexer sees it.
    const recorded = await injectAs(test.app, 'POST', '/api/v1/transactions/record', null, {
      txHash: cancelled.transactionHash,
    });
    expect(recorded.json().events).toEqual([
      { contract: 'OfferBook', event: 'OfferCancelled', logIndex: expect.any(Number) },
    ]);
    expect(await stateOf(one.offer.id)).toEqual(['CANCELLED', null]);
    await drain(indexer);
    expect(await stateOf(one.offer.id)).toEqual(['CANCELLED', null]);

    const two = await makeOffer(test.app, chain, tokens.bob, chain.buyer, { nftId: '3' }, '2');
    const three = await makeOffer(test.app, chain, tokens.bob, chain.buyer, { nftId: '4' }, '3');
    await book.cancelAll(chain.buyer);
    await drain(indexer);
    expect(await stateOf(two.offer.id)).toEqual(['CANCELLED', null]);
    expect(await stateOf(three.offer.id)).toEqual(['CANCELLED', null]);
    // Signed with the new counter: untouched.
    const after = await makeOffer(test.app, chain, tokens.bob, chain.buyer, { nftId: '4' }, '4');
    expect(after.offer.message.counter).toBe('1');
    await drain(indexer);
    expect(await stateOf(after.offer.id)).toEqual(['ACTIVE', null]);
  });

  it('follows the buyer’s balance (OFFER_INACTIVE) and allowance, and a reorg undoes what it removed', async () => {
    const { offer } = await makeOffer(test.app, chain, tokens.bob, chain.buyer, { nftId: '3' }, '50');
    const balance = await chain.client.readContract({
      address: chain.deployment.USDT,
      abi: (await import('viem')).erc20Abi,
      functionName: 'balanceOf',
      args: [chain.buyer.account.address],
    });
    // Bob sends all but 1 USDT away: below 50.
    await book.transfer(chain.buyer, chain.deployment.USDT, carol.account.address, balance - usdt('1'));
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['INACTIVE', 'BALANCE']);
    // Each offer the balance made inactive: this one, and Bob's offer of 4 on NFT 4.
    expect((await notificationsOf('bob')).filter((n) => n.kind === 'OFFER_INACTIVE')).toEqual([
      { kind: 'OFFER_INACTIVE', nft_id: '4', price: '4', offer_id: expect.any(String) },
      { kind: 'OFFER_INACTIVE', nft_id: '3', price: '50', offer_id: offer.id },
    ]);
    // The transfer's block replaced by an empty one: the balance is back, and so is the offer.
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['ACTIVE', null]);
    expect((await notificationsOf('bob')).filter((n) => n.kind === 'OFFER_INACTIVE')).toEqual([]);
    // Sent again and given back.
    await book.transfer(chain.buyer, chain.deployment.USDT, carol.account.address, balance - usdt('1'));
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['INACTIVE', 'BALANCE']);
    await book.transfer(carol, chain.deployment.USDT, chain.buyer.account.address, balance - usdt('1'));
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['ACTIVE', null]);

    // Allowance revoked, then given again.
    await book.approve(chain.buyer, chain.deployment.USDT, 0n);
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['INACTIVE', 'ALLOWANCE']);
    await book.approve(chain.buyer, chain.deployment.USDT);
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['ACTIVE', null]);

    // A cancel orphaned by a reorg: the offer is open again.
    await book.cancel(chain.buyer, BigInt(offer.message.nonce));
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['CANCELLED', null]);
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(indexer);
    expect(await stateOf(offer.id)).toEqual(['ACTIVE', null]);
  });

  it('applying every event again changes nothing', async () => {
    const db = test.components.db;
    const snapshot = async () => ({
      offers: await rawRows(
        db,
        sql`select id, state, inactive_reason, accepted_token_id::text, accepted_by, tx_hash, closed_at, updated_at
            from buy_offers order by id`,
      ),
      notifications: await rawRows(db, sql`select id from notifications order by id`),
      live: await rawRows(db, sql`select id from live_events order by id`),
      sales: await rawRows(db, sql`select id from sale_history order by id`),
    });
    const before = await snapshot();
    const head = Number(await chain.client.getBlockNumber());
    const from = chain.setup.deployBlock;
    const logs = await chain.client.getLogs({
      address: Object.values(chain.setup.address),
      fromBlock: BigInt(from),
      toBlock: BigInt(head),
    });
    const tokenLogs = await buyerTokenLogs(db, chain.client, chain.setup, from, head);
    const times = new Map<number, Date>();
    for (const n of new Set([...logs, ...tokenLogs].map((l) => Number(l.blockNumber)))) {
      times.set(
        n,
        new Date(Number((await chain.client.getBlock({ blockNumber: BigInt(n) })).timestamp) * 1000),
      );
    }
    const events = decodeLogs(chain.setup, [...logs, ...tokenLogs], (n) => times.get(n)!, {
      currencies: true,
    });
    expect(events.some((e) => e.contractName === 'OfferBook')).toBe(true);
    await db.transaction((tx) =>
      applyEvents(tx, chain.setup, events, {
        funds: chainFundsReader(chain.client, chain.setup.address.OfferBook),
      }),
    );
    expect(await snapshot()).toEqual(before);
  });
});
