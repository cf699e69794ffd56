import { type AuctionDetail, type Nft, PurchaseStatus, routes } from '@vrmarket/domain';
import { auctionHouse, clientsFor, usdt } from '@vrmarket/testkit/chain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, erc20Abi, type Hex, http, parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { apiGet, demo, ownerOnChain } from '../src/buyer.ts';
import { claimFirst } from '../src/claims.ts';
import { expectNotification, open, toast } from '../src/journey.ts';
import { screenshots } from '../src/screenshots.ts';
import { apiLogin } from '../src/session.ts';
import { demoUserPage, nftsOf, waitForNft } from '../src/trading.ts';

/**
 * Issue 41's journeys: alice auctions a land, bob and pro1 bid, bob is outbid and told, a late bid
 * moves the end, anyone settles; chain, api and balances agree to the unit. And an auction with no
 * bid gives the NFT back. Runs alone: it moves the chain's clock (vitest.config.ts).
 */
const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');

let browser: Browser;
const contexts: BrowserContext[] = [];
let contracts: Record<string, Hex>;
let inventory: Nft[];
const chain = createPublicClient({ transport: http(rpcUrl) });
const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
};
const house = () =>
  auctionHouse({
    deployment: contracts as unknown as Parameters<typeof auctionHouse>[0]['deployment'],
    rpc,
  });
const chainTarget = { rpcUrl, chainId };

/** The chain's clock moves `seconds` on, with a block at the new time. */
async function moveClock(seconds: number) {
  await rpc('evm_increaseTime', [seconds]);
  await rpc('evm_mine');
}
const latestBlockTime = async () => Number((await chain.getBlock()).timestamp);

const usdtOf = (wallet: string) =>
  chain.readContract({
    address: contracts.USDT!,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [wallet as Hex],
  });
const payees = parseAbi([
  'function feeCollector() view returns (address)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address, uint256)',
]);

const auctionOf = (id: string) => apiGet<AuctionDetail>(appUrl, `/v1/auctions/${id}`);

/**
 * A signed-in page whose clock reads the chain's: the screens count down with the browser's clock,
 * which this file's moves of the chain's clock would leave behind. Call again after a move.
 */
async function syncClock(page: Page) {
  await page.clock.setSystemTime((await latestBlockTime()) * 1000);
}

async function userPage(username: 'alice' | 'bob') {
  const opened = await demoUserPage(browser, username);
  contexts.push(opened.context);
  await syncClock(opened.page);
  return opened.page;
}

const bobsNotifications = async () => {
  const bob = await apiLogin(appUrl, 'bob');
  const response = await fetch(`${appUrl}/api/v1/notifications`, {
    headers: { authorization: `Bearer ${bob.accessToken}` },
  });
  return (
    (await response.json()) as { results: { kind: string; price: string | null; auctionId: string | null }[] }
  ).results;
};

/** Bids through the detail's Bid dialog at the minimum it offers; answers that minimum. */
async function bidAtMinimum(page: Page, nft: Nft): Promise<string> {
  await open(page, routes.detail(nft.id));
  await page.getByTestId('auction-actions').getByRole('button', { name: 'Bid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Place a bid' });
  const minimum = (await dialog.getByTestId('minimum-bid').textContent())!.match(
    /Minimum bid: ([\d.,]+) USDT/,
  )![1]!;
  expect(await dialog.getByTestId('bid-input').inputValue()).toBe(minimum);
  await dialog.getByRole('button', { name: 'Bid', exact: true }).click();
  await toast(page, 'Your bid has been placed!');
  return minimum.replaceAll(',', '');
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

const isLand = (nft: Nft) => nft.category.some((c) => c.categoryName === 'vrLands');

/** One of alice's minted NFTs of our contract, free to trade, that no scenario took before. */
function alicesNft(test: (nft: Nft) => boolean): Nft | undefined {
  return claimFirst(
    inventory.filter(
      (nft) =>
        test(nft) &&
        nft.purchasesStatus === PurchaseStatus.OWNED &&
        !nft.inUsed &&
        nft.contractAddress?.toLowerCase() === contracts.VrNFT!.toLowerCase(),
    ),
  );
}

/**
 * A minted land of alice's; when the other files have sold, listed or staked every minted one,
 * she mints one of her verified lands first (the owner's Mint, by the api's permit).
 */
async function alicesLand(page: Page): Promise<Nft> {
  const minted = alicesNft(isLand);
  if (minted) return minted;
  const lazy = claimFirst(
    inventory.filter(
      (nft) =>
        isLand(nft) &&
        nft.purchasesStatus === PurchaseStatus.NONE &&
        nft.isVerified &&
        nft.mintingCurrency === 'USDT',
    ),
  );
  if (!lazy) throw new Error('alice has no land to auction');
  await open(page, routes.inventoryDetail(lazy.id));
  await page.getByTestId('owner-actions').getByRole('button', { name: 'Mint', exact: true }).click();
  await page.getByTestId('trade-dialog').getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'Your NFT has been minted successfully!');
  return waitForNft(appUrl, lazy.id, (nft) => nft.purchasesStatus === PurchaseStatus.OWNED);
}

describe('auctions on the local chain', () => {
  it('alice auctions a land; bob and pro1 bid; bob is outbid and told; a late bid moves the end; settled, everyone paid to the unit', async () => {
    // alice: Sell → Auction, reserve 10 USDT for an hour.
    const alice = await userPage('alice');
    const land = await alicesLand(alice);
    await open(alice, routes.inventoryDetail(land.id));
    await alice.getByTestId('owner-actions').getByRole('button', { name: 'Sell', exact: true }).click();
    const sell = alice.getByTestId('trade-dialog');
    await sell.getByRole('button', { name: 'Auction' }).click();
    await sell.getByRole('radio', { name: 'USDT' }).check();
    await sell.getByRole('button', { name: 'Next' }).click();
    await sell.getByRole('textbox', { name: 'Reserve price' }).fill('10');
    await sell.getByTestId('auction-duration').click();
    await alice.getByRole('option', { name: '1 hour', exact: true }).click();
    await sell.getByRole('button', { name: 'Next' }).click();
    await sell.getByText('Review your auction').waitFor();
    await screenshots(alice, 'auction-review');
    await sell.getByRole('button', { name: 'Confirm' }).click();
    await toast(alice, 'Your NFT is on auction! We will tell you when someone bids.');

    const listed = await waitForNft(appUrl, land.id, (nft) => nft.auction != null);
    expect(listed).toMatchObject({
      purchasesStatus: PurchaseStatus.DEALING,
      ownerAddress: contracts.AuctionHouse!.toLowerCase(),
      seller: demo.alice.wallet,
    });
    const auctionId = listed.auction!.id;
    expect(listed.auction).toMatchObject({
      reservePrice: '10',
      minimumBid: '10',
      currency: 'USDT',
      bidCount: 0,
    });

    // The seller cannot bid on her own auction: her page says so and offers Cancel only.
    await open(alice, routes.detail(land.id));
    await alice.getByText('This is your auction.').waitFor();
    const aliceActions = alice.getByTestId('auction-actions');
    expect(await aliceActions.getByRole('button', { name: 'Bid', exact: true }).count()).toBe(0);
    await aliceActions.getByRole('button', { name: 'Cancel auction' }).waitFor();

    const pro1 = clientsFor(chainTarget, demo.pro1.key);
    const start = {
      alice: await usdtOf(demo.alice.wallet),
      bob: await usdtOf(demo.bob.wallet),
      pro1: await usdtOf(demo.pro1.wallet),
    };

    // bob bids the reserve; alice's open page shows it without a reload (the live stream).
    const bob = await userPage('bob');
    expect(await bidAtMinimum(bob, land)).toBe('10');
    const summary = alice.getByTestId('auction-summary');
    await expect.poll(() => summary.getByTestId('nft-price').textContent()).toBe('10 USDT');
    await summary.getByText('Highest bid').waitFor();
    await expectNotification(alice, /New bid on your .+: 10 USDT/);

    // pro1 outbids bob from his own wallet; bob hears of it.
    await house().approveUsdt(pro1);
    await house().bid(pro1, BigInt(auctionId), usdt('12'));
    await expect.poll(async () => (await auctionOf(auctionId)).bidCount).toBe(2);
    // Other files' news may be there too (a referral credit): this auction's outbid, once.
    const outbid = async () =>
      (await bobsNotifications()).filter((n) => n.auctionId === auctionId).map((n) => [n.kind, n.price]);
    await expect.poll(outbid).toEqual([['OUTBID', '12']]);
    await bob.reload();
    await expectNotification(bob, /You were outbid on .+: 12 USDT/);
    await screenshots(bob, 'auction-outbid');

    // Five minutes before the end bob bids again: the end moves to 10 minutes after his bid.
    const before = await auctionOf(auctionId);
    await moveClock(Math.floor(Date.parse(before.endTime) / 1000) - (await latestBlockTime()) - 300);
    await syncClock(bob);
    expect(await bidAtMinimum(bob, land)).toBe('12.6');
    await expect.poll(async () => (await auctionOf(auctionId)).bidCount).toBe(3);
    const late = await auctionOf(auctionId);
    expect(late.endTime > before.endTime).toBe(true);
    expect(Date.parse(late.endTime)).toBe(Date.parse(late.bids[0]!.at) + 600_000);
    expect(late).toMatchObject({ highestPrice: '12.6', highestBidder: demo.bob.wallet, state: 'OPEN' });
    expect(late.bids.map((bid) => [bid.bidder, bid.amount])).toEqual([
      [demo.bob.wallet, '12.6'],
      [demo.pro1.wallet, '12'],
      [demo.bob.wallet, '10'],
    ]);

    // Past the end nobody can bid; bob settles.
    await moveClock(601);
    await syncClock(bob);
    await open(bob, routes.detail(land.id));
    const bobActions = bob.getByTestId('auction-actions');
    await bobActions.getByRole('button', { name: 'Settle', exact: true }).click();
    expect(await bobActions.getByRole('button', { name: 'Bid', exact: true }).count()).toBe(0);
    await bob
      .getByRole('dialog', { name: 'Settle the auction' })
      .getByRole('button', { name: 'Settle' })
      .click();
    await toast(bob, 'The auction has been settled!');

    // Chain, api and balances agree to the unit, fee and royalty included.
    const sold = await waitForNft(appUrl, land.id, (nft) => nft.purchasesStatus === PurchaseStatus.OWNED);
    expect(sold).toMatchObject({ ownerAddress: demo.bob.wallet, auction: null, lastPrice: '12.6' });
    expect(await ownerOnChain(rpcUrl, land.contractAddress as Hex, land.tokenId!)).toBe(demo.bob.wallet);
    const settled = await auctionOf(auctionId);
    expect(settled).toMatchObject({ state: 'SETTLED', winner: demo.bob.wallet, highestPrice: '12.6' });

    const price = usdt('12.6');
    const fee = (price * BigInt(settled.feeBps)) / 10_000n;
    const [royaltyReceiver, royaltyQuote] = await chain.readContract({
      address: contracts.VrNFT!,
      abi: payees,
      functionName: 'royaltyInfo',
      args: [BigInt(land.tokenId!), price],
    });
    const royalty = royaltyQuote > price - fee ? price - fee : royaltyQuote;
    const feeCollector = await chain.readContract({
      address: contracts.AuctionHouse!,
      abi: payees,
      functionName: 'feeCollector',
    });
    const aliceGets =
      price - fee - royalty + (royaltyReceiver.toLowerCase() === demo.alice.wallet ? royalty : 0n);
    expect((await usdtOf(demo.alice.wallet)) - start.alice).toBe(aliceGets);
    expect(start.bob - (await usdtOf(demo.bob.wallet))).toBe(price);
    // pro1 was paid back in full when bob outbid him.
    expect(await usdtOf(demo.pro1.wallet)).toBe(start.pro1);
    expect(feeCollector.toLowerCase()).not.toBe(demo.alice.wallet);
    expect(await usdtOf(contracts.AuctionHouse!)).toBe(0n);

    await expectNotification(bob, /You won the auction for .+ at 12\.6 USDT/);
    await alice.reload();
    await expectNotification(alice, /Your .+ sold for 12\.6 USDT/);
    await screenshots(bob, 'auction-won');
  });

  it('an auction nobody bid on gives alice her NFT back when settled', async () => {
    const nft = alicesNft((item) => !isLand(item));
    if (!nft) throw new Error('alice has no minted NFT left to auction');
    const aliceWallet = clientsFor(chainTarget, demo.alice.key);
    await house().approveAll(aliceWallet);
    const { auctionId } = await house().create(aliceWallet, BigInt(nft.tokenId!), usdt('5'));
    await waitForNft(appUrl, nft.id, (item) => item.auction?.id === String(auctionId));

    await moveClock(3_700);
    const alice = await userPage('alice');
    await open(alice, routes.detail(nft.id));
    await alice.getByTestId('auction-actions').getByRole('button', { name: 'Settle', exact: true }).click();
    await alice
      .getByRole('dialog', { name: 'Settle the auction' })
      .getByRole('button', { name: 'Settle' })
      .click();
    await toast(alice, 'The auction has been settled!');

    const back = await waitForNft(appUrl, nft.id, (item) => item.purchasesStatus === PurchaseStatus.OWNED);
    expect(back).toMatchObject({ ownerAddress: demo.alice.wallet, auction: null });
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId!)).toBe(demo.alice.wallet);
    expect(await auctionOf(String(auctionId))).toMatchObject({ state: 'SETTLED', winner: null, bidCount: 0 });
    await expectNotification(alice, /Your auction of .+ ended without a bid/);
  });
});
