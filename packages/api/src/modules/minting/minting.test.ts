import { deployerKey, vrNFTAbi } from '@vrmarket/contracts';
import { PurchaseStatus } from '@vrmarket/domain';
import { mintWithPermit } from '@vrmarket/testkit/chain';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { createFactory } from '../../../test/factory.ts';
import { appSettings } from '../../db/schema/index.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const sellerWallet = () => chain.seller.account.address.toLowerCase();
const buyerWallet = () => chain.buyer.account.address.toLowerCase();

const get = (url: string, who?: string, app = test.app) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/nft/${url}`,
    headers: who ? { authorization: `Bearer ${token[who]}` } : {},
  });

beforeAll(async () => {
  system = await startChainApp('minting', { MINTER_PRIVATE_KEY: deployerKey, ALLOW_BUY: '1' });
  ({ chain, test } = system);
  const { db } = test.components;
  const make = createFactory(db);
  await make.categories([
    { id: 54, name: 'vr3DNFTs' },
    { id: 58, name: 'Charity' },
  ]);
  await db.insert(appSettings).values({ key: 'ALLOW_TRADING', value: [54] });
  const people = await addUsers(test, [
    { username: 'seller', fullname: 'Seller', publicKey: sellerWallet() },
    { username: 'buyer', fullname: 'Buyer', publicKey: buyerWallet() },
    { username: 'nowallet', fullname: 'No wallet' },
  ]);
  for (const [username, person] of Object.entries(people)) token[username] = person.accessToken;
  const unminted = { purchaseStatus: PurchaseStatus.NONE, tokenId: null, ownerAddress: sellerWallet() };
  const rows = {
    mint: { ...unminted, mintingPrice: '5', mintingCurrency: 'USDT' },
    forSale: { ...unminted, labActive: true, mintingPrice: '2.5', mintingCurrency: 'USDT' },
    notOffered: { ...unminted },
    vra: { ...unminted, labActive: true, mintingPrice: '3', mintingCurrency: 'VRA' },
    charity: { ...unminted, labActive: true, categoryId: 58 },
    draft: { ...unminted, purchaseStatus: PurchaseStatus.UNVERIFIED, isVerified: false },
    owned: { purchaseStatus: PurchaseStatus.OWNED, ownerAddress: sellerWallet() },
  };
  for (const [name, values] of Object.entries(rows)) {
    id[name] = (await make.nft({ contractAddress: chain.deployment.VrNFT.toLowerCase(), ...values })).id;
  }
});
afterAll(() => system?.close());

describe('minting permission', () => {
  it('needs a signed-in user', async () => {
    const answer = await get(`${id.mint}/mintingPermission/${sellerWallet()}`);
    expect(answer.statusCode).toBe(401);
  });

  it('signs the owner a permit with the NFT’s own price and currency, which mints on chain once', async () => {
    const answer = await get(`${id.mint}/mintingPermission/${sellerWallet()}?currency=USDT`, 'seller');
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({
      tokenId: String(id.mint),
      to: sellerWallet(),
      currency: chain.deployment.USDT.toLowerCase(),
      currencySymbol: 'USDT',
      mintingPrice: parseUnits('5', 18).toString(),
      contract: chain.deployment.VrNFT.toLowerCase(),
      chainId: chain.anvil.chainId,
    });
    expect(Number(data.deadline)).toBeGreaterThan(Date.now() / 1000);

    const receipt = await mintWithPermit(chain.seller, data);
    expect(receipt.status).toBe('success');
    const owner = await chain.client.readContract({
      address: chain.deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'ownerOf',
      args: [BigInt(id.mint!)],
    });
    expect(owner.toLowerCase()).toBe(sellerWallet());

    // The database does not know yet (no indexer here): the chain still says no.
    const again = await get(`${id.mint}/mintingPermission/${sellerWallet()}`, 'seller');
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('a client cannot change what is signed: a tampered price does not mint', async () => {
    const { data } = (await get(`${id.forSale}/mintingPermission/${sellerWallet()}`, 'seller')).json();
    await expect(mintWithPermit(chain.seller, { ...data, mintingPrice: '1' })).rejects.toThrow();
  });

  it('signs only for the caller’s own linked wallet', async () => {
    const other = await get(`${id.mint}/mintingPermission/${buyerWallet()}`, 'seller');
    expect(other.json()).toMatchObject({ statusCode: 403, code: 'WRONG_WALLET' });
    const none = await get(`${id.forSale}/mintingPermission/${buyerWallet()}`, 'nowallet');
    expect(none.json()).toMatchObject({ statusCode: 403, code: 'WALLET_NOT_LINKED' });
    const mismatch = await get(
      `${id.forSale}/mintingPermission/${sellerWallet()}?address=${buyerWallet()}`,
      'seller',
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('only eligible NFTs: verified, unminted, existing', async () => {
    expect((await get(`${id.draft}/mintingPermission/${sellerWallet()}`, 'seller')).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await get(`${id.owned}/mintingPermission/${sellerWallet()}`, 'seller')).json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
    });
    expect((await get(`999999/mintingPermission/${sellerWallet()}`, 'seller')).json()).toMatchObject({
      statusCode: 404,
      code: 'NFT_NOT_FOUND',
    });
  });

  it('someone else gets one only while the NFT is offered unminted in a tradable category', async () => {
    const bought = await get(`${id.forSale}/mintingPermission/${buyerWallet()}`, 'buyer');
    expect(bought.statusCode).toBe(200);
    const { data } = bought.json();
    expect(data).toMatchObject({ to: buyerWallet(), mintingPrice: parseUnits('2.5', 18).toString() });
    expect((await mintWithPermit(chain.buyer, data)).status).toBe('success');

    expect((await get(`${id.notOffered}/mintingPermission/${buyerWallet()}`, 'buyer')).json()).toMatchObject({
      statusCode: 403,
      code: 'NOT_NFT_OWNER',
    });
    expect((await get(`${id.charity}/mintingPermission/${buyerWallet()}`, 'buyer')).json()).toMatchObject({
      statusCode: 403,
      code: 'TRADING_NOT_ALLOWED',
    });
  });

  it('refuses a currency other than the NFT’s own', async () => {
    const wrong = await get(`${id.vra}/mintingPermission/${buyerWallet()}?currency=USDT`, 'buyer');
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CURRENCY' });
    const right = await get(`${id.vra}/mintingPermission/${buyerWallet()}?currency=VRA`, 'buyer');
    expect(right.json().data).toMatchObject({
      currency: chain.deployment.VRA.toLowerCase(),
      mintingPrice: parseUnits('3', 4).toString(),
    });
  });

  it('USDT variant: USDT-priced NFTs on the configured network only', async () => {
    const path = `${id.notOffered}/mintingPermissionUsdt/${sellerWallet()}`;
    const ok = await get(`${path}?objectId=${id.notOffered}&network=${chain.anvil.chainId}`, 'seller');
    expect(ok.json().data.currencySymbol).toBe('USDT');
    expect((await get(`${path}?network=0x38`, 'seller')).json()).toMatchObject({ code: 'INCORRECT_NETWORK' });
    expect((await get(`${path}?objectId=1${id.notOffered}`, 'seller')).statusCode).toBe(400);
    const vra = await get(`${id.vra}/mintingPermissionUsdt/${buyerWallet()}`, 'buyer');
    expect(vra.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CURRENCY' });
  });

  it('refer-code variant checks the referrer', async () => {
    const path = `${id.vra}/mintingPermission/refer-code/${buyerWallet()}`;
    expect((await get(`${path}?referCode=seller`, 'buyer')).statusCode).toBe(200);
    expect((await get(`${path}?referCode=ghost`, 'buyer')).json()).toMatchObject({
      statusCode: 404,
      code: 'USER_NOT_FOUND',
    });
    expect((await get(`${path}?referCode=buyer`, 'buyer')).statusCode).toBe(400);
    expect((await get(path, 'buyer')).statusCode).toBe(400);
  });

  it('respects the buying flag and a missing minter key', async () => {
    const env = system.chainEnv;
    const noBuying = await createTestApp({ ...env, MINTER_PRIVATE_KEY: deployerKey }, test.testDatabase);
    const noKey = await createTestApp({ ...env, ALLOW_BUY: '1' }, test.testDatabase);
    try {
      const buyer = await get(`${id.vra}/mintingPermission/${buyerWallet()}`, 'buyer', noBuying.app);
      expect(buyer.json()).toMatchObject({ statusCode: 403, code: 'BUYING_DISABLED' });
      const owner = await get(`${id.vra}/mintingPermission/${sellerWallet()}`, 'seller', noBuying.app);
      expect(owner.statusCode).toBe(200);
      const keyless = await get(`${id.vra}/mintingPermission/${sellerWallet()}`, 'seller', noKey.app);
      expect(keyless.statusCode).toBe(503);
    } finally {
      await Promise.all([noBuying.close(), noKey.close()]);
    }
  });
});
