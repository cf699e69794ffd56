import { type Clients, deployerKey } from '@vrmarket/contracts';
import { PurchaseStatus } from '@vrmarket/domain';
import { mintWithPermit } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { createFactory } from '../../../test/factory.ts';
import { revertEvents } from '../../chain/apply.ts';
import { rawRows } from '../../db/database.ts';
import { appSettings } from '../../db/schema/index.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const sellerWallet = () => chain.seller.account.address.toLowerCase();
const buyerWallet = () => chain.buyer.account.address.toLowerCase();
const REFERRER_WALLET = '0x00000000000000000000000000000000000000aa';

const get = (url: string, who?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/v1/nft/${url}`,
    headers: who ? { authorization: `Bearer ${token[who]}` } : {},
  });
const record = (txHash: string) =>
  test.app.inject({ method: 'POST', url: '/api/v1/transactions/record', payload: { txHash } });
const referList = (address: string, who?: string, query = '') => get(`${address}/refer-list${query}`, who);

/** Asks the api for a permit as `who` (with `referCode` through the refer-code call) and mints with it. */
async function buy(nftId: number, clients: Clients, who: string, referCode?: string) {
  const wallet = clients.account.address.toLowerCase();
  const answer = referCode
    ? await get(
        `${nftId}/mintingPermission/refer-code/${wallet}?referCode=${encodeURIComponent(referCode)}`,
        who,
      )
    : await get(`${nftId}/mintingPermission/${wallet}`, who);
  expect(answer.statusCode).toBe(200);
  return mintWithPermit(clients, answer.json().data as Record<string, string>);
}

const referralCount = async () =>
  (await rawRows<{ n: number }>(test.components.db, sql`select count(*)::int as n from referrals`))[0]!.n;

beforeAll(async () => {
  system = await startChainApp('referrals', { MINTER_PRIVATE_KEY: deployerKey, ALLOW_BUY: '1' });
  ({ chain, test } = system);
  const { db } = test.components;
  const make = createFactory(db);
  await make.categories([
    { id: 54, name: 'vr3DNFTs' },
    { id: 541, name: '3D Avatar', parentCategoryId: 54 },
  ]);
  await db.insert(appSettings).values({ key: 'ALLOW_TRADING', value: [54] });
  const people = await addUsers(test, [
    { username: 'seller', fullname: 'Seller', publicKey: sellerWallet() },
    { username: 'buyer', fullname: 'Buyer', publicKey: buyerWallet() },
    { username: 'referrer', fullname: 'Referrer', publicKey: REFERRER_WALLET },
  ]);
  for (const [username, person] of Object.entries(people)) token[username] = person.accessToken;
  const offered = {
    purchaseStatus: PurchaseStatus.NONE,
    tokenId: null,
    ownerAddress: sellerWallet(),
    labActive: true,
    mintingCurrency: 'USDT',
    subCategoryId: 541,
    contractAddress: chain.deployment.VrNFT.toLowerCase(),
  };
  for (const [name, price] of [
    ['referred', '2.5'],
    ['changedMind', '1'],
    ['ownMint', '0'],
    ['second', '4'],
  ] as const) {
    id[name] = (await make.nft({ ...offered, mintingPrice: price })).id;
  }
});
afterAll(() => system?.close());

describe('referrals', () => {
  it('a purchase with a referral code is recorded from the mint receipt, once, for the referrer only', async () => {
    const receipt = await buy(id.referred!, chain.buyer, 'buyer', 'referrer');
    // The permit alone is no referral: nothing is recorded before the chain says the mint happened.
    expect((await referList(REFERRER_WALLET, 'referrer')).json()).toMatchObject({ results: [], total: 0 });

    expect((await record(receipt.transactionHash)).statusCode).toBe(200);
    expect((await record(receipt.transactionHash)).statusCode).toBe(200);
    const answer = await referList(REFERRER_WALLET, 'referrer');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      results: [
        {
          id: expect.any(String),
          tokenId: String(id.referred),
          objectId: String(id.referred),
          code: 'referrer',
          receiver: buyerWallet(),
          subCategoryName: '3D Avatar',
          claimed: false,
          createdAt: expect.any(String),
          txId: receipt.transactionHash.toLowerCase(),
          price: '2.5',
          currency: 'USDT',
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
      summary: [
        {
          subCategoryId: 541,
          subCategoryName: '3D Avatar',
          currency: 'USDT',
          count: 1,
          totalPrice: '2.5',
          available: 1,
        },
      ],
    });
    expect(await referralCount()).toBe(1);
    // The buyer referred no one.
    expect((await referList(buyerWallet(), 'buyer')).json()).toMatchObject({ total: 0, summary: [] });
  });

  it('the indexer records the referral too when nobody calls record', async () => {
    await buy(id.second!, chain.buyer, 'buyer', ' referrer ');
    const { indexer } = test.components;
    while (await indexer.step()) {}
    const answer = (await referList(REFERRER_WALLET, 'referrer')).json();
    expect(answer.total).toBe(2);
    expect(answer.results[0]).toMatchObject({ tokenId: String(id.second), price: '4', code: 'referrer' });
    expect(answer.summary).toEqual([expect.objectContaining({ count: 2, totalPrice: '6.5', available: 2 })]);
    // Pages of the spec's size; a later page is empty but keeps the total.
    const later = (await referList(REFERRER_WALLET, 'referrer', '?page=2')).json();
    expect(later).toMatchObject({ results: [], total: 2, page: 2, limit: 10 });
  });

  it('an orphaned mint loses its referral; the same transaction mined again brings it back', async () => {
    const { db } = test.components;
    const [latest] = await rawRows<{ tx_hash: string }>(
      db,
      sql`select tx_hash from referrals order by created_at desc, id desc limit 1`,
    );
    const orphaned = sql`tx_hash = ${latest!.tx_hash}`;
    await db.transaction((tx) => revertEvents(tx, chain.setup, orphaned));
    expect((await referList(REFERRER_WALLET, 'referrer')).json().total).toBe(1);
    expect((await record(latest!.tx_hash)).statusCode).toBe(200);
    expect((await referList(REFERRER_WALLET, 'referrer')).json().total).toBe(2);
  });

  it('a later permit without a code drops the referral; self-referral is refused', async () => {
    const wallet = buyerWallet();
    expect(
      (await get(`${id.changedMind}/mintingPermission/refer-code/${wallet}?referCode=buyer`, 'buyer'))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(`${id.changedMind}/mintingPermission/refer-code/${wallet}?referCode=referrer`, 'buyer'))
        .statusCode,
    ).toBe(200);
    const receipt = await buy(id.changedMind!, chain.buyer, 'buyer');
    expect((await record(receipt.transactionHash)).statusCode).toBe(200);
    expect((await referList(REFERRER_WALLET, 'referrer')).json().total).toBe(2);
  });

  it('the owner minting their own NFT refers no one', async () => {
    const receipt = await buy(id.ownMint!, chain.seller, 'seller', 'referrer');
    expect((await record(receipt.transactionHash)).statusCode).toBe(200);
    expect((await referList(REFERRER_WALLET, 'referrer')).json().total).toBe(2);
  });

  it('only the signed-in owner of the wallet reads its refer-list', async () => {
    expect((await referList(REFERRER_WALLET)).statusCode).toBe(401);
    expect((await referList(REFERRER_WALLET, 'buyer')).statusCode).toBe(403);
    expect((await referList(buyerWallet(), 'referrer')).statusCode).toBe(403);
    expect((await referList(REFERRER_WALLET.toUpperCase().replace('0X', '0x'), 'referrer')).statusCode).toBe(
      200,
    );
    expect((await referList('not-an-address', 'referrer')).statusCode).toBe(400);
  });
});
