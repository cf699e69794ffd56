import { demoUserKeys, deployerKey, tokenProofOf, tokenRootOf } from '@vrmarket/contracts';
import { fundDemoAccounts } from '@vrmarket/contracts/deploy';
import type { Offer, OfferMessage, OfferPage, OfferTerms } from '@vrmarket/domain';
import { type Clients, clientsFor, mintTo, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../../../test/app.ts';
import { insertNftRecords, type TestChain } from '../../../test/chain.ts';
import { addUsers, type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { offerBook, signOffer } from '../../../test/offers.ts';
import { fireAtOnce, itOnce } from '../../../test/parallel.ts';
import { rawRows } from '../../db/database.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
let carol: Clients;
let book: ReturnType<typeof offerBook>;
let tokens: Record<'alice' | 'bob' | 'carol' | 'dave', string>;
let collectionId: number;

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const post = (url: string, token: string | null, body: object) =>
  injectAs(test.app, 'POST', url, token, body);
const get = (url: string, token: string | null = null) => injectAs(test.app, 'GET', url, token);

type Target = { nftId: string } | { collectionId: string };

async function termsFor(token: string, target: Target, amount = '10', expiry = inDays(7), currency = 'USDT') {
  const response = await post('/api/v1/offers/terms', token, { ...target, currency, amount, expiry });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as OfferTerms).message;
}

/** Terms, signed by `signer` (the buyer's own wallet by default) and posted as `token`'s user. */
async function offer(
  token: string,
  signer: Clients,
  target: Target,
  options: {
    amount?: string;
    change?: (m: OfferMessage) => OfferMessage;
    chainId?: number;
    signChainId?: number;
  } = {},
) {
  const terms = await termsFor(token, target, options.amount);
  const message = options.change ? options.change(terms) : terms;
  const signature = await signOffer(chain, signer, message, options.signChainId);
  return post('/api/v1/offers', token, {
    ...target,
    chainId: options.chainId ?? chain.anvil.chainId,
    message,
    signature,
  });
}

const codeOf = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  (response.json() as { code: string }).code,
];

beforeAll(async () => {
  system = await startChainApp('offers');
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
    { username: 'alice', publicKey: chain.seller.account.address.toLowerCase() },
    { username: 'bob', publicKey: chain.buyer.account.address.toLowerCase() },
    { username: 'carol', publicKey: carol.account.address.toLowerCase() },
    { username: 'dave' },
  ]);
  tokens = {
    alice: people.alice!.accessToken,
    bob: people.bob!.accessToken,
    carol: people.carol!.accessToken,
    dave: people.dave!.accessToken,
  };
  const [collection] = await rawRows<{ id: string }>(
    db,
    sql`insert into collections (collection_name, creator_id) values ('Homes', ${people.alice!.id}) returning id::text`,
  );
  collectionId = Number(collection!.id);
  await db.execute(sql`update nfts set collection_id = ${collectionId} where id in (1, 2, 3)`);
  for (const id of [1n, 2n, 3n]) {
    const minted = await mintTo(chain, chain.seller, id);
    const recorded = await post('/api/v1/transactions/record', null, { txHash: minted.transactionHash });
    expect(recorded.statusCode).toBe(200);
  }
  book = offerBook(chain);
  await book.approve(chain.buyer, chain.deployment.USDT);
});
afterAll(async () => {
  await system?.close();
});

describe('offers api', () => {
  it('refuses visitors (401) and users without a wallet', async () => {
    const body = { nftId: '1', currency: 'USDT', amount: '1', expiry: inDays(1) };
    expect((await post('/api/v1/offers/terms', null, body)).statusCode).toBe(401);
    expect(
      (await post('/api/v1/offers', null, { nftId: '1', chainId: 1, message: {}, signature: '0x' }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/v1/offers/made')).statusCode).toBe(401);
    expect((await get('/api/v1/offers/received')).statusCode).toBe(401);
    expect(codeOf(await post('/api/v1/offers/terms', tokens.dave, body))).toEqual([403, 'WALLET_NOT_LINKED']);
  });

  it('stores a signed offer (201), tells the owner and serves it as the NFT’s best offer', async () => {
    const response = await offer(tokens.bob, chain.buyer, { nftId: '1' });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json() as Offer;
    expect(stored).toMatchObject({
      kind: 'NFT',
      buyer: chain.buyer.account.address.toLowerCase(),
      currency: 'USDT',
      currencyAddress: chain.deployment.USDT.toLowerCase(),
      amount: '10',
      state: 'ACTIVE',
      inactiveReason: null,
      nft: expect.objectContaining({ id: '1' }),
      message: expect.objectContaining({
        tokenId: '1',
        amount: usdt('10').toString(),
        nonce: '0',
        counter: '0',
      }),
    });
    const notices = await get('/api/v1/notifications', tokens.alice);
    expect(notices.json().results).toEqual([
      expect.objectContaining({
        kind: 'OFFER_RECEIVED',
        nftId: '1',
        price: '10',
        currency: 'USDT',
        offerId: stored.id,
      }),
    ]);
    const detail = await get('/api/v1/nft?limit=10');
    const one = (detail.json() as { results: { id: string; bestOffer: unknown }[] }).results.find(
      (n) => n.id === '1',
    );
    expect(one?.bestOffer).toEqual({ id: stored.id, amount: '10', currency: 'USDT', kind: 'NFT' });
    const single = await get(`/api/v1/offers/${stored.id}`);
    expect(single.json()).toMatchObject({ id: stored.id, signature: stored.signature });
  });

  it('gives each bad offer its own code', async () => {
    const nft = { nftId: '1' };
    const past = (m: OfferMessage) => ({ ...m, expiry: String(Math.floor(Date.now() / 1000) - 60) });
    const far = (m: OfferMessage) => ({ ...m, expiry: String(Math.floor(Date.now() / 1000) + 181 * 86_400) });
    expect(codeOf(await offer(tokens.bob, chain.buyer, nft, { change: past }))).toEqual([
      422,
      'OFFER_EXPIRED',
    ]);
    expect(codeOf(await offer(tokens.bob, chain.buyer, nft, { change: far }))).toEqual([
      422,
      'OFFER_EXPIRY_TOO_FAR',
    ]);
    const terms = { ...nft, currency: 'USDT', amount: '1' };
    expect(codeOf(await post('/api/v1/offers/terms', tokens.bob, { ...terms, expiry: inDays(-1) }))).toEqual([
      422,
      'OFFER_EXPIRED',
    ]);
    expect(codeOf(await post('/api/v1/offers/terms', tokens.bob, { ...terms, expiry: inDays(181) }))).toEqual(
      [422, 'OFFER_EXPIRY_TOO_FAR'],
    );
    expect(codeOf(await post('/api/v1/offers/terms', tokens.alice, { ...terms, expiry: inDays(1) }))).toEqual(
      [422, 'OFFER_OWN_NFT'],
    );
    expect(
      codeOf(await post('/api/v1/offers/terms', tokens.bob, { ...terms, nftId: '4', expiry: inDays(1) })),
    ).toEqual([422, 'OFFER_NOT_MINTED']);
    expect(codeOf(await offer(tokens.bob, chain.buyer, nft, { amount: '100000000' }))).toEqual([
      422,
      'OFFER_BALANCE_TOO_LOW',
    ]);
    // Carol holds USDT but has not let the OfferBook take any.
    expect(codeOf(await offer(tokens.carol, carol, nft))).toEqual([422, 'OFFER_ALLOWANCE_TOO_LOW']);
    // Signed on another chain: posted as such, or as if it were this chain's.
    expect(codeOf(await offer(tokens.bob, chain.buyer, nft, { signChainId: 1, chainId: 1 }))).toEqual([
      422,
      'OFFER_WRONG_CHAIN',
    ]);
    expect(codeOf(await offer(tokens.bob, chain.buyer, nft, { signChainId: 1 }))).toEqual([
      422,
      'OFFER_SIGNATURE_INVALID',
    ]);
    // Bob's offer signed by Carol's wallet.
    expect(codeOf(await offer(tokens.bob, carol, nft))).toEqual([422, 'OFFER_SIGNATURE_INVALID']);
    // Another token than the NFT named.
    expect(
      codeOf(await offer(tokens.bob, chain.buyer, nft, { change: (m) => ({ ...m, tokenId: '2' }) })),
    ).toEqual([422, 'OFFER_TERMS_CHANGED']);
    // The stored offer's nonce again, and a nonce cancelled on chain before it was posted.
    expect(
      codeOf(await offer(tokens.bob, chain.buyer, nft, { change: (m) => ({ ...m, nonce: '0' }) })),
    ).toEqual([409, 'OFFER_NONCE_USED']);
    const next = await termsFor(tokens.bob, nft);
    await book.cancel(chain.buyer, BigInt(next.nonce));
    expect(
      codeOf(await offer(tokens.bob, chain.buyer, nft, { change: (m) => ({ ...m, nonce: next.nonce }) })),
    ).toEqual([409, 'OFFER_NONCE_USED']);
    // The terms skip the nonce the chain marked used.
    expect(BigInt((await termsFor(tokens.bob, nft)).nonce)).toBe(BigInt(next.nonce) + 1n);
  });

  it('lists an NFT’s offers best first with the collection offers covering it, by state', async () => {
    await book.approve(carol, chain.deployment.USDT);
    expect((await offer(tokens.carol, carol, { nftId: '1' }, { amount: '12' })).statusCode).toBe(201);
    const collectionOffer = await offer(
      tokens.carol,
      carol,
      { collectionId: String(collectionId) },
      { amount: '11' },
    );
    expect(collectionOffer.statusCode, collectionOffer.body).toBe(201);
    const stored = collectionOffer.json() as Offer;
    expect(stored).toMatchObject({
      kind: 'COLLECTION',
      nft: null,
      collectionId,
      collectionName: 'Homes',
      tokenCount: 3,
    });
    expect(stored.message.tokenRoot).toBe(tokenRootOf([1n, 2n, 3n]));
    // The collection's creator hears of it.
    const notices = (await get('/api/v1/notifications', tokens.alice)).json().results as {
      offerId: string;
    }[];
    expect(notices.map((n) => n.offerId)).toContain(stored.id);

    const list = (await get('/api/v1/nfts/1/offers')).json() as OfferPage;
    expect(list.results.map((o) => [o.kind, o.amount, o.buyer])).toEqual([
      ['NFT', '12', carol.account.address.toLowerCase()],
      ['COLLECTION', '11', carol.account.address.toLowerCase()],
      ['NFT', '10', chain.buyer.account.address.toLowerCase()],
    ]);
    expect(list.total).toBe(3);
    const onTwo = (await get('/api/v1/nfts/2/offers')).json() as OfferPage;
    expect(onTwo.results.map((o) => o.id)).toEqual([stored.id]);
    const ofCollection = (await get(`/api/v1/collections/${collectionId}/offers`)).json() as OfferPage;
    expect(ofCollection.results.map((o) => o.id)).toEqual([stored.id]);

    // Best offers on the NFT answers: NFT 2 has the collection offer.
    const page = (await get('/api/v1/nft?limit=10')).json() as {
      results: { id: string; bestOffer: unknown }[];
    };
    const best = Object.fromEntries(page.results.map((n) => [n.id, n.bestOffer]));
    expect(best['1']).toMatchObject({ amount: '12', kind: 'NFT' });
    expect(best['2']).toMatchObject({ id: stored.id, amount: '11', kind: 'COLLECTION' });
    expect(best['4']).toBeNull();

    // An expired offer leaves the open list and is found under EXPIRED.
    await test.components.db.execute(
      sql`update buy_offers set expiry = now() - interval '1 hour' where buyer = ${chain.buyer.account.address.toLowerCase()}`,
    );
    const open = (await get('/api/v1/nfts/1/offers')).json() as OfferPage;
    expect(open.results.map((o) => o.amount)).toEqual(['12', '11']);
    const expired = (await get('/api/v1/nfts/1/offers?state=EXPIRED')).json() as OfferPage;
    expect(expired.results.map((o) => [o.amount, o.state])).toEqual([['10', 'EXPIRED']]);
    expect(((await get('/api/v1/nfts/1/offers?state=ACCEPTED')).json() as OfferPage).total).toBe(0);

    // Made: the user's, newest first, every state; received: the owner's open ones.
    const made = (await get('/api/v1/offers/made', tokens.carol)).json() as OfferPage;
    expect(made.results.map((o) => o.amount)).toEqual(['11', '12']);
    const bobs = (await get('/api/v1/offers/made', tokens.bob)).json() as OfferPage;
    expect(bobs.results.map((o) => o.state)).toEqual(['EXPIRED']);
    const received = (await get('/api/v1/offers/received', tokens.alice)).json() as OfferPage;
    expect(received.results.map((o) => o.amount)).toEqual(['12', '11']);
    expect(((await get('/api/v1/offers/received', tokens.bob)).json() as OfferPage).total).toBe(0);

    // The proof that token 2 is in the collection offer; token 9 is not.
    const proof = await get(`/api/v1/offers/${stored.id}/proof?tokenId=2`);
    expect(proof.json()).toEqual({ tokenId: '2', proof: tokenProofOf([1n, 2n, 3n], 2n) });
    expect(codeOf(await get(`/api/v1/offers/${stored.id}/proof?tokenId=9`))).toEqual([
      404,
      'OFFER_NOT_FOUND',
    ]);
    expect(codeOf(await get('/api/v1/offers/999999'))).toEqual([404, 'OFFER_NOT_FOUND']);
  });

  itOnce('one signed nonce posted again and again stores one offer', async () => {
    const message = await termsFor(tokens.bob, { nftId: '2' }, '1');
    const signature = await signOffer(chain, chain.buyer, message);
    const body = { nftId: '2', chainId: chain.anvil.chainId, message, signature };
    const { statuses } = await fireAtOnce(() => post('/api/v1/offers', tokens.bob, body));
    expect(statuses).toEqual({ 201: 1, 409: 31 });
    const [count] = await rawRows<{ n: number }>(
      test.components.db,
      sql`select count(*)::int as n from buy_offers where nonce = ${message.nonce}::numeric
          and buyer = ${message.buyer}`,
    );
    expect(count?.n).toBe(1);
  });
});
