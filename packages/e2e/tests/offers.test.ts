import {
  type Nft,
  type Offer,
  type OfferPage,
  type OfferTerms,
  PurchaseStatus,
  routes,
} from '@vrmarket/domain';
import { offerOrderOf, offerTypedData } from '@vrmarket/testkit/chain';
import type { Browser, BrowserContext } from 'playwright-core';
import { createPublicClient, erc20Abi, type Hex, http, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { apiGet, demo, ownerOnChain } from '../src/buyer.ts';
import { claimFirst } from '../src/claims.ts';
import { expectNotification, open, toast } from '../src/journey.ts';
import { screenshots } from '../src/screenshots.ts';
import { apiLogin } from '../src/session.ts';
import { approveTokens, demoUserPage, moveTokens, nftsOf, waitForNft } from '../src/trading.ts';

/**
 * Issue 42's journeys on alice's unlisted NFTs: bob offers through Make offer and alice accepts
 * (chain, api and balances agree to the unit); bob's balance falling below his offer makes it
 * inactive on alice's open page, and active again when restored; Cancel all ends every open offer
 * of bob's. Runs alone (vitest.config.ts): it empties bob's USDT for a moment.
 */
const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');
const target = { rpcUrl, chainId };

let browser: Browser;
const contexts: BrowserContext[] = [];
let contracts: Record<string, Hex>;
let inventory: Nft[];
const chain = createPublicClient({ transport: http(rpcUrl) });
const usdt = (amount: string) => parseUnits(amount, 18);

const usdtOf = (wallet: string) =>
  chain.readContract({
    address: contracts.USDT!,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [wallet as Hex],
  });
const payees = parseAbi([
  'function listingFee() view returns (uint16)',
  'function feeCollector() view returns (address)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address, uint256)',
]);

async function userPage(username: 'alice' | 'bob') {
  const opened = await demoUserPage(browser, username);
  contexts.push(opened.context);
  return opened.page;
}

async function authed<T>(
  username: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const session = await apiLogin(appUrl, username);
  const response = await fetch(`${appUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as T };
}

const offersOnNft = async (nftId: string) =>
  (await apiGet<OfferPage>(appUrl, `/v1/nfts/${nftId}/offers`)).results.map((o) => [
    o.buyer,
    o.amount,
    o.state,
  ]);

const notificationsOf = async (username: string) =>
  (
    await authed<{ results: { kind: string; price: string | null; offerId?: string | null }[] }>(
      username,
      '/v1/notifications',
    )
  ).body.results;

/** bob's USDT offer made through the api, signed with his key as his wallet would (the screens' path is the first journey's). */
async function bobOffers(nftId: string, amount: string): Promise<Offer> {
  const expiry = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const terms = await authed<OfferTerms>('bob', '/v1/offers/terms', {
    method: 'POST',
    body: JSON.stringify({ nftId, currency: 'USDT', amount, expiry }),
  });
  expect(terms.status).toBe(200);
  const { domain, message } = terms.body;
  const signature = await privateKeyToAccount(demo.bob.key).signTypedData(
    offerTypedData(domain.chainId, domain.verifyingContract as Hex, offerOrderOf(message)),
  );
  const created = await authed<Offer>('bob', '/v1/offers', {
    method: 'POST',
    body: JSON.stringify({ nftId, chainId: domain.chainId, message, signature }),
  });
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ contracts } = await apiGet<{ contracts: Record<string, Hex> }>(appUrl, '/v1/configs/app'));
  inventory = await nftsOf(appUrl, await apiLogin(appUrl, 'alice'));
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/**
 * One of alice's minted NFTs of our contract, unlisted and free to trade, that no scenario took
 * before: the first that passes `test`, else (with `orAny`) any.
 */
function alicesNft(test: (nft: Nft) => boolean = () => true, orAny = false): Nft {
  const nft = claimFirst(
    inventory.filter(
      (item) =>
        test(item) &&
        item.purchasesStatus === PurchaseStatus.OWNED &&
        !item.inUsed &&
        item.contractAddress?.toLowerCase() === contracts.VrNFT!.toLowerCase(),
    ),
  );
  if (nft) return nft;
  if (orAny) return alicesNft();
  throw new Error('alice has no minted NFT left for an offer');
}

describe('offers on the local chain', () => {
  it('bob offers on an unlisted land of alice; she accepts; chain, api and balances agree to the unit', async () => {
    // A land when the other files left one minted and unlisted (the lands are what nobody lists).
    const nft = alicesNft((item) => item.category.some((c) => c.categoryName === 'vrLands'), true);
    const start = { alice: await usdtOf(demo.alice.wallet), bob: await usdtOf(demo.bob.wallet) };

    // bob: Make offer on the detail, 7 USDT for 3 days (the approval, then the signature).
    const bob = await userPage('bob');
    await open(bob, routes.detail(nft.id));
    await bob.getByRole('button', { name: 'Make offer', exact: true }).click();
    const make = bob.getByRole('dialog', { name: 'Make offer' });
    await make.getByRole('textbox', { name: 'Your offer' }).fill('7');
    await make.getByRole('button', { name: '3 days' }).click();
    await screenshots(bob, 'offer-make');
    await make.getByRole('button', { name: 'Make offer', exact: true }).click();
    await toast(bob, 'Your offer has been made! We will tell you when the owner accepts it.');

    await expect.poll(() => offersOnNft(nft.id)).toEqual([[demo.bob.wallet, '7', 'ACTIVE']]);
    const offered = await waitForNft(appUrl, nft.id, (item) => item.bestOffer != null);
    expect(offered.bestOffer).toMatchObject({ amount: '7', currency: 'USDT', kind: 'NFT' });
    // Nothing left bob's wallet: an offer escrows nothing.
    expect(await usdtOf(demo.bob.wallet)).toBe(start.bob);

    // alice hears of it (the bell; 'Best offer' on her NFT; My offers in her account menu) and
    // accepts from her NFT's Offers card, after the review.
    const alice = await userPage('alice');
    await open(alice, routes.detail(nft.id));
    await expectNotification(alice, /New offer on your .+: 7 USDT/, 'offer-bell');
    await alice.getByText('Best offer', { exact: false }).first().waitFor();
    await alice.getByRole('button', { name: 'Account menu' }).click();
    await alice.getByRole('menuitem', { name: 'My offers' }).waitFor();
    await screenshots(alice, 'offer-account-menu', { fullPage: false });
    await alice.keyboard.press('Escape');
    const row = alice.getByTestId('offer-row').filter({ hasText: '7' });
    await row.getByRole('button', { name: 'Accept' }).click();
    const accept = alice.getByRole('dialog', { name: 'Accept the offer' });
    await accept.getByTestId('amount-received').waitFor();
    await screenshots(alice, 'offer-accept-review');
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(alice, 'You accepted the offer. The NFT has gone to the buyer.');

    const sold = await waitForNft(appUrl, nft.id, (item) => item.ownerAddress === demo.bob.wallet);
    expect(sold).toMatchObject({ purchasesStatus: PurchaseStatus.OWNED, lastPrice: '7', bestOffer: null });
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId!)).toBe(demo.bob.wallet);
    await expect.poll(() => offersOnNft(nft.id)).toEqual([]);

    const price = usdt('7');
    const feeBps = await chain.readContract({
      address: contracts.OfferBook!,
      abi: payees,
      functionName: 'listingFee',
    });
    const fee = (price * BigInt(feeBps)) / 10_000n;
    const [royaltyReceiver, quote] = await chain.readContract({
      address: contracts.VrNFT!,
      abi: payees,
      functionName: 'royaltyInfo',
      args: [BigInt(nft.tokenId!), price],
    });
    const royalty = quote > price - fee ? price - fee : quote;
    const aliceGets =
      price - fee - royalty + (royaltyReceiver.toLowerCase() === demo.alice.wallet ? royalty : 0n);
    expect((await usdtOf(demo.alice.wallet)) - start.alice).toBe(aliceGets);
    expect(start.bob - (await usdtOf(demo.bob.wallet))).toBe(price);
    expect(await usdtOf(contracts.OfferBook!)).toBe(0n);

    await expect
      .poll(async () =>
        (await notificationsOf('bob')).filter((n) => n.kind === 'OFFER_ACCEPTED').map((n) => n.price),
      )
      .toContain('7');
    await expect
      .poll(async () =>
        (await notificationsOf('alice')).filter((n) => n.kind === 'OFFER_RECEIVED').map((n) => n.price),
      )
      .toContain('7');
  });

  it("bob's balance below his offer makes it inactive on alice's open page, and active again when restored", async () => {
    const nft = alicesNft();
    await approveTokens(target, contracts.USDT!, demo.bob.key, contracts.OfferBook!);
    const offer = await bobOffers(nft.id, '3');
    expect(offer).toMatchObject({ state: 'ACTIVE', amount: '3', currency: 'USDT', kind: 'NFT' });

    const alice = await userPage('alice');
    await open(alice, routes.detail(nft.id));
    const row = alice.getByTestId('offer-row').filter({ hasText: '3' });
    await row.getByText('Active', { exact: true }).waitFor();

    // bob keeps 1 USDT (below his 3) and hands the rest to pro1 for a moment.
    const kept = usdt('1');
    const moved = (await usdtOf(demo.bob.wallet)) - kept;
    await moveTokens(target, contracts.USDT!, demo.bob.key, demo.pro1.key, moved);
    // alice's page is told by the live stream; nobody reloads it.
    await row.getByText('Inactive', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await screenshots(alice, 'offer-inactive');
    await expect
      .poll(async () =>
        (await notificationsOf('bob')).filter((n) => n.offerId === offer.id).map((n) => n.kind),
      )
      .toEqual(['OFFER_INACTIVE']);

    await moveTokens(target, contracts.USDT!, demo.pro1.key, demo.bob.key, moved);
    await row.getByText('Active', { exact: true }).waitFor({ timeout: 10_000 });
    await row.getByRole('button', { name: 'Accept' }).waitFor();
    expect(await usdtOf(demo.bob.wallet)).toBe(moved + kept);
  });

  it('a collection offer accepted for one token of it closes for every other', async () => {
    // One of alice's unlisted NFTs in a collection with another minted token.
    const inCollection = (item: Nft) => item.collection.length > 0;
    const nft = alicesNft(inCollection);
    const collectionId = nft.collection[0]!.collectionId;
    const others = (
      await apiGet<{ results: Nft[] }>(appUrl, `/v1/nft?collectionId=${collectionId}&limit=100`)
    ).results.filter((item) => item.onchain && item.id !== nft.id);
    expect(others.length).toBeGreaterThan(0);

    // bob: Make collection offer on the collection's page (its offers, below the NFTs, reached by
    // the link beside the name), 1.5 USDT.
    const bob = await userPage('bob');
    await open(bob, routes.collectionExplore(String(collectionId)));
    await bob.getByRole('link', { name: 'Collection offers' }).click();
    const makeCollectionOffer = bob.getByRole('button', { name: 'Make collection offer' });
    await makeCollectionOffer.waitFor();
    await screenshots(bob, 'offer-collection-page', { focus: bob.getByTestId('collection-offers') });
    await makeCollectionOffer.click();
    const make = bob.getByRole('dialog', { name: 'Make collection offer' });
    await make.getByRole('textbox', { name: 'Your offer' }).fill('1.5');
    await screenshots(bob, 'offer-collection-make');
    await make.getByRole('button', { name: 'Make offer', exact: true }).click();
    await toast(bob, 'Your offer has been made! We will tell you when the owner accepts it.');
    const made = async () =>
      (await apiGet<OfferPage>(appUrl, `/v1/collections/${collectionId}/offers`)).results.filter(
        (o) => o.buyer === demo.bob.wallet && o.amount === '1.5',
      );
    await expect.poll(async () => (await made()).length).toBe(1);
    const [offer] = await made();
    expect(offer).toMatchObject({ kind: 'COLLECTION', state: 'ACTIVE', collectionId });
    expect(offer!.tokenCount).toBeGreaterThanOrEqual(2);
    // Every minted token of the collection has it among its offers.
    const covers = async (nftId: string) =>
      (await apiGet<OfferPage>(appUrl, `/v1/nfts/${nftId}/offers`)).results.some((o) => o.id === offer!.id);
    expect(await covers(nft.id)).toBe(true);
    expect(await covers(others[0]!.id)).toBe(true);

    // alice accepts it for her token, from that NFT's Offers card.
    const alice = await userPage('alice');
    await open(alice, routes.detail(nft.id));
    await alice
      .getByTestId('offer-row')
      .filter({ hasText: '1.5' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const accept = alice.getByRole('dialog', { name: 'Accept the offer' });
    await accept.getByTestId('amount-received').waitFor();
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(alice, 'You accepted the offer. The NFT has gone to the buyer.');

    await waitForNft(appUrl, nft.id, (item) => item.ownerAddress === demo.bob.wallet);
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId!)).toBe(demo.bob.wallet);
    await expect
      .poll(async () => (await apiGet<Offer>(appUrl, `/v1/offers/${offer!.id}`)).state)
      .toBe('ACCEPTED');
    expect(await apiGet<Offer>(appUrl, `/v1/offers/${offer!.id}`)).toMatchObject({
      acceptedTokenId: nft.tokenId,
      acceptedBy: demo.alice.wallet,
    });
    // Closed for the rest: no other token lists it, and the chain has used its nonce up.
    expect(await covers(others[0]!.id)).toBe(false);
    expect(await made()).toEqual([]);
    const used = await chain.readContract({
      address: contracts.OfferBook!,
      abi: parseAbi(['function isNonceUsed(address buyer, uint256 nonce) view returns (bool)']),
      functionName: 'isNonceUsed',
      args: [demo.bob.wallet as Hex, BigInt(offer!.message.nonce)],
    });
    expect(used).toBe(true);
  });

  it("Cancel all on bob's My offers ends every open offer of his", async () => {
    await approveTokens(target, contracts.USDT!, demo.bob.key, contracts.OfferBook!);
    await bobOffers(alicesNft().id, '2');
    await bobOffers(alicesNft().id, '2.5');
    const open_ = async () =>
      (await authed<OfferPage>('bob', '/v1/offers/made?limit=50')).body.results.filter(
        (o) => o.state === 'ACTIVE' || o.state === 'INACTIVE',
      ).length;
    expect(await open_()).toBeGreaterThanOrEqual(2);

    const bob = await userPage('bob');
    await open(bob, routes.myOffers());
    await bob.getByRole('button', { name: 'Cancel all offers' }).click();
    await bob.getByRole('dialog', { name: 'Cancel all offers' }).getByRole('button', { name: 'Yes' }).click();
    await toast(bob, 'All your offers have been cancelled.');
    await expect.poll(open_).toBe(0);
    const cancelled = (await authed<OfferPage>('bob', '/v1/offers/made?state=CANCELLED&limit=50')).body
      .results;
    expect(cancelled.map((o) => o.amount)).toEqual(expect.arrayContaining(['2', '2.5']));
    await screenshots(bob, 'offers-cancelled-all');
  });
});
