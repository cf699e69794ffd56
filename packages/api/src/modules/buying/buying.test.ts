import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { appSettings, offers, users } from '../../db/schema/index.ts';

const CHAIN_ID = 31337;
const contracts = {
  USDT: wallet(501),
  BIVE: wallet(502),
  VRA: wallet(503),
  VrNFT: wallet(504),
  Marketplace: wallet(505),
};
let dataDir: string;
const apps: TestApp[] = [];
const token: Record<string, string> = {};
const id: Record<string, string> = {};

async function app(flags: Record<string, string>) {
  const test = await createTestApp(
    {
      DATA_DIR: dataDir,
      DEPLOYMENTS_FILE: path.join(dataDir, 'deployments.json'),
      CHAIN_ID: String(CHAIN_ID),
      ...flags,
    },
    apps[0]?.testDatabase,
  );
  apps.push(test);
  return test;
}

const check = (test: TestApp, nft: string, who?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/v1/nft/${nft}/purchase-check`,
    headers: who ? { authorization: `Bearer ${token[who]}` } : {},
  });

let on: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-buying-'));
  await writeFile(path.join(dataDir, 'deployments.json'), JSON.stringify({ [CHAIN_ID]: contracts }));
  on = await app({ ALLOW_BUY: '1' });
  const { db } = on.components;
  const make = createFactory(db);
  await make.categories([
    { id: 54, name: 'vr3DNFTs' },
    { id: 58, name: 'Charity' },
  ]);
  await db.insert(appSettings).values({ key: 'ALLOW_TRADING', value: [54] });
  for (const [name, n] of [
    ['seller', 1],
    ['buyer', 2],
    ['nowallet', 0],
  ] as const) {
    const user = await make.user(name, n || undefined);
    token[name] = (await on.components.tokens.issue({ id: user.id, username: name })).accessToken;
  }
  const listed = await make.nft({
    ownerAddress: contracts.Marketplace,
    seller: wallet(1),
    currency: 'USDT',
    currentPrice: '12.5',
    offerId: '7',
  });
  await db.insert(offers).values({
    chainId: CHAIN_ID,
    offerId: '7',
    nftId: listed.id,
    hostContract: contracts.VrNFT,
    tokenId: listed.tokenId!,
    seller: wallet(1),
    price: '12.5',
    currency: contracts.USDT,
    feeBps: 300,
  });
  id.listed = String(listed.id);
  id.noOffer = String((await make.nft({ offerId: '8', seller: wallet(1) })).id);
  id.unminted = String(
    (
      await make.nft({
        purchaseStatus: PurchaseStatus.NONE,
        labActive: true,
        tokenId: null,
        mintingPrice: '3',
        mintingCurrency: 'VRA',
      })
    ).id,
  );
  id.owned = String((await make.nft({ purchaseStatus: PurchaseStatus.OWNED, ownerAddress: wallet(1) })).id);
  id.charity = String((await make.nft({ categoryId: 58, offerId: '9' })).id);
});

afterAll(async () => {
  for (const test of apps.reverse()) await test.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('purchase check', () => {
  it('needs a signed-in user', async () => {
    expect((await check(on, id.listed!)).statusCode).toBe(401);
  });

  it('answers the open offer with the price the contract checks, in the smallest unit', async () => {
    const answer = await check(on, id.listed!, 'buyer');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      nftId: id.listed,
      kind: 'offer',
      offerId: '7',
      price: '12.5',
      priceUnits: '12500000000000000000',
      currency: 'USDT',
      currencyAddress: contracts.USDT,
      contract: contracts.Marketplace,
      chainId: CHAIN_ID,
    });
  });

  it('answers an unminted NFT offered for sale with its minting price and currency', async () => {
    const answer = await check(on, id.unminted!, 'buyer');
    expect(answer.json()).toMatchObject({
      kind: 'mint',
      offerId: null,
      price: '3',
      priceUnits: '30000',
      currency: 'VRA',
      currencyAddress: contracts.VRA,
      contract: contracts.VrNFT,
    });
  });

  it('refuses the seller, a missing wallet, a non-buyable NFT, a closed offer and an untradable category', async () => {
    expect((await check(on, id.listed!, 'seller')).json().code).toBe('FORBIDDEN');
    expect((await check(on, id.listed!, 'nowallet')).json().code).toBe('WALLET_NOT_LINKED');
    expect((await check(on, id.owned!, 'buyer')).json().code).toBe('CONFLICT');
    expect((await check(on, id.noOffer!, 'buyer')).json().code).toBe('CONFLICT');
    expect((await check(on, id.charity!, 'buyer')).json().code).toBe('TRADING_NOT_ALLOWED');
    expect((await check(on, '999999', 'buyer')).statusCode).toBe(404);
  });

  it('follows the allow-buy flag', async () => {
    const off = await app({ ALLOW_BUY: '0' });
    const answer = await check(off, id.listed!, 'buyer');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('BUYING_DISABLED');
  });

  it('follows the whitelist flag', async () => {
    const strict = await app({ ALLOW_BUY: '1', CHECK_WHITELIST: '1' });
    expect((await check(strict, id.listed!, 'buyer')).json().code).toBe('NOT_IN_WHITELIST');
    await strict.components.db
      .update(users)
      .set({ isWhitelistMarket: true })
      .where(eq(users.username, 'buyer'));
    expect((await check(strict, id.listed!, 'buyer')).statusCode).toBe(200);
  });
});

describe('aETH rate', () => {
  it('is null until an operator sets AETH_USDT_RATE, then that value', async () => {
    const before = await on.app.inject({ method: 'GET', url: '/api/v1/buying/rate' });
    expect(before.json()).toMatchObject({ base: 'ETH', quote: 'USDT', rate: null });
    await on.components.db.insert(appSettings).values({ key: 'AETH_USDT_RATE', value: '3150.25' });
    const after = await on.app.inject({ method: 'GET', url: '/api/v1/buying/rate' });
    expect(after.json().rate).toBe('3150.25');
  });
});
