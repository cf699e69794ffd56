import { type Collection, type NftPage, type NftPriceHistory, routes } from '@vrmarket/domain';
import { clientsFor } from '@vrmarket/testkit/chain';
import type { Browser, Page } from 'playwright-core';
import { type Hex, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { claimFirst } from '../src/claims.ts';
import { appTookOver } from '../src/pageErrors.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { approveTokens, DEMO_KEYS, demoUserPage } from '../src/trading.ts';

const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');
/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;

let browser: Browser;

const details = async (id: number) =>
  (await (await fetch(`${appUrl}/api/v1/collections/${id}/details`)).json()) as Collection;
const usdtFigure = (rows: { currency: string }[], pick: (row: never) => string) =>
  rows.filter((row) => row.currency === 'USDT').map((row) => Number(pick(row as never)))[0] ?? 0;

/** The lowest price of the collection's USDT listings on chain now; 0 when it has none. */
async function cheapestUsdtListing(collectionId: number): Promise<number> {
  const page = (await (
    await fetch(`${appUrl}/api/v1/nft?isSelling=true&currency=USDT&collectionId=${collectionId}&limit=100`)
  ).json()) as NftPage;
  const prices = page.results
    .filter((nft) => nft.onchain && nft.offerId)
    .map((nft) => Number(nft.currentPrice));
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** Bob buys a listed NFT straight on the chain (the buy screens have their own tests). */
async function bobBuys(offerId: string, price: string) {
  const app = (await (await fetch(`${appUrl}/api/v1/configs/app`)).json()) as {
    contracts: { USDT: Hex; Marketplace: Hex };
  };
  const target = { rpcUrl, chainId };
  await approveTokens(target, app.contracts.USDT, DEMO_KEYS.bob, app.contracts.Marketplace);
  const { publicClient, walletClient } = clientsFor(target, DEMO_KEYS.bob);
  const hash = await walletClient.writeContract({
    address: app.contracts.Marketplace,
    abi: parseAbi(['function buyOffer(uint256 offerId, uint256 expectedPrice, address expectedCurrency)']),
    functionName: 'buyOffer',
    args: [BigInt(offerId), parseUnits(price, 18), app.contracts.USDT],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  // Blocks on top, so the sale is confirmed whatever CHAIN_CONFIRMATIONS is.
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x10'] }),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('collection stats', () => {
  it('a sale moves the collection’s floor and volume on its page', { timeout: SCENARIO_MS }, async () => {
    const bobWallet = privateKeyToAccount(DEMO_KEYS.bob).address.toLowerCase();
    const listed = (
      (await (await fetch(`${appUrl}/api/v1/nft?isSelling=true&currency=USDT&limit=100`)).json()) as NftPage
    ).results.filter(
      (nft) => nft.onchain && nft.offerId && nft.collection.length > 0 && nft.seller !== bobWallet,
    );
    // The cheapest USDT listing of some collection: buying it moves that collection's floor.
    const cheapestOfEach = new Map<string, (typeof listed)[number]>();
    for (const nft of [...listed].sort((a, b) => Number(a.currentPrice) - Number(b.currentPrice))) {
      const id = String(nft.collection[0]!.collectionId);
      if (!cheapestOfEach.has(id)) cheapestOfEach.set(id, nft);
    }
    const target = claimFirst([...cheapestOfEach.values()]);
    if (!target) throw new Error('the demo seed has no USDT listing inside a collection');
    const collectionId = target.collection[0]!.collectionId;
    const before = await details(collectionId);
    expect(usdtFigure(before.stats.floor, (row: { price: string }) => row.price)).toBeLessThanOrEqual(
      Number(target.currentPrice),
    );

    const { page, context } = await demoUserPage(browser, 'bob');
    try {
      await page.goto(appUrl + routes.collectionDetail(String(collectionId)));
      const strip = page.getByTestId('collection-stats');
      await strip.locator('[data-stat="floor"]').getByText(/USDT/).waitFor();

      await bobBuys(target.offerId!, target.currentPrice!);
      const volumeBefore = usdtFigure(before.stats.volume, (row: { '24h': string }) => row['24h']);
      let after = before;
      for (let i = 0; i < 60 && after.stats.sales === before.stats.sales; i++) {
        await page.waitForTimeout(500);
        after = await details(collectionId);
      }
      expect(after.stats.sales).toBe(before.stats.sales + 1);
      expect(usdtFigure(after.stats.volume, (row: { '24h': string }) => row['24h'])).toBeCloseTo(
        volumeBefore + Number(target.currentPrice),
      );
      // The sold listing no longer sets the floor: what is left is at or above its price, unless
      // another file listed cheaper in the collection meanwhile (then the floor is that listing).
      let floorAfter = usdtFigure(after.stats.floor, (row: { price: string }) => row.price);
      await expect
        .poll(async () => {
          floorAfter = usdtFigure(
            (await details(collectionId)).stats.floor,
            (row: { price: string }) => row.price,
          );
          if (floorAfter === 0 || floorAfter >= Number(target.currentPrice)) return true;
          return floorAfter === (await cheapestUsdtListing(collectionId));
        })
        .toBe(true);

      await page.reload();
      // The tabs below are clicked: a click before the app has hydrated the server's markup is lost.
      await appTookOver(page);
      const volume24h = after.stats.volume.find((row) => row.currency === 'USDT')!['24h'];
      await strip
        .locator('[data-stat="volume24h"]')
        .getByText(`${Number(volume24h)} USDT`)
        .waitFor();
      await strip
        .locator('[data-stat="sales"]')
        .getByText(String(after.stats.sales), { exact: true })
        .waitFor();
      if (floorAfter > 0)
        await strip.locator('[data-stat="floor"]').getByText(`${floorAfter} USDT`).waitFor();
      // The listed share as a percentage of the items, one decimal at most (the sold item is no longer listed).
      const listedPercent = Math.round((after.stats.listed / after.totalItems) * 1000) / 10;
      await strip.locator('[data-stat="listed"]').getByText(`${listedPercent}%`, { exact: true }).waitFor();
      await screenshots(page, 'collections-stats');

      await page.getByRole('tab', { name: 'Activity' }).click();
      await page
        .getByTestId('collection-activity')
        .getByText(target.tokenId!.padStart(7, '0'))
        .first()
        .waitFor();
      await screenshots(page, 'collections-activity', { focus: page.getByRole('tab', { name: 'Activity' }) });

      // The landing's Top Collection, 24 h: the collection that just sold ranks first.
      await page.goto(appUrl + routes.home());
      const section = page.locator('section[aria-labelledby="top-collection-title"]');
      // The landing's lower sections mount once they come near the viewport: scroll as a visitor does.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 1500);
            return section.count();
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: '24 h' }).click();
      await section
        .getByTestId('collection-card')
        .first()
        .getByText(after.collectionName, { exact: true })
        .waitFor();
      await screenshots(page, 'collections-top', { focus: section });
    } finally {
      await context.close();
    }
  });
});

/** The Price History card of a page, scrolled to as a visitor does (its chart mounts near the viewport). */
async function priceChart(page: Page) {
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Price History', exact: true }),
  });
  await card.scrollIntoViewIfNeeded();
  const chart = card.getByTestId('price-chart');
  await chart.locator('canvas').first().waitFor();
  return { card, chart };
}

describe('price history', () => {
  it('a sale shows in the NFT’s and its collection’s price charts', { timeout: SCENARIO_MS }, async () => {
    const bobWallet = privateKeyToAccount(DEMO_KEYS.bob).address.toLowerCase();
    const listed = (
      (await (await fetch(`${appUrl}/api/v1/nft?isSelling=true&currency=USDT&limit=100`)).json()) as NftPage
    ).results.filter(
      (nft) => nft.onchain && nft.offerId && nft.collection.length > 0 && nft.seller !== bobWallet,
    );
    const target = claimFirst(listed);
    if (!target) throw new Error('the demo seed has no USDT listing inside a collection');
    const collectionId = target.collection[0]!.collectionId;
    const historyOf = async () =>
      (await (await fetch(`${appUrl}/api/v1/nft/${target.id}/price-history`)).json()) as NftPriceHistory;
    const salesOf = (history: NftPriceHistory) =>
      history.currencies.find((entry) => entry.currency === 'USDT')?.sales.length ?? 0;
    const salesBefore = salesOf(await historyOf());

    await bobBuys(target.offerId!, target.currentPrice!);
    let history = await historyOf();
    for (let i = 0; i < 60 && salesOf(history) === salesBefore; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      history = await historyOf();
    }
    const usdt = history.currencies.find((entry) => entry.currency === 'USDT')!;
    expect(usdt.sales.at(-1)?.price).toBe(target.currentPrice);

    let sales = 0;
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      // The detail screen: the sale, and the listing it was bought from, drawn and summarised.
      await page.goto(appUrl + routes.detail(target.id));
      const detail = await priceChart(page);
      expect(await detail.chart.getAttribute('aria-label')).toContain(
        `Sales: ${usdt.sales.length}, listings: ${usdt.listings.length}`,
      );
      await detail.card
        .locator('table td', { hasText: `${Number(target.currentPrice)} USDT` })
        .first()
        .waitFor({
          state: 'attached',
        });
      await screenshots(page, 'price-history-detail', { focus: detail.card });

      // The collection page: today's floor and volume include the sale.
      const daily = (await (await fetch(`${appUrl}/api/v1/collections/${collectionId}/daily`)).json()) as {
        currencies: { currency: string; days: { sales: number }[] }[];
      };
      sales = daily.currencies
        .find((entry) => entry.currency === 'USDT')!
        .days.reduce((total, day) => total + day.sales, 0);
      expect(sales).toBeGreaterThan(0);
      await page.goto(appUrl + routes.collectionExplore(String(collectionId)));
      const explore = await priceChart(page);
      expect(await explore.chart.getAttribute('aria-label')).toContain(`Sales: ${sales} on`);
      await screenshots(page, 'price-history-collection', { focus: explore.card });
    } finally {
      await context.close();
    }

    // The signed-in collection page (/collections/detail) shows the same chart.
    const bob = await demoUserPage(browser, 'bob');
    try {
      await bob.page.goto(appUrl + routes.collectionDetail(String(collectionId)));
      const collection = await priceChart(bob.page);
      expect(await collection.chart.getAttribute('aria-label')).toContain(`Sales: ${sales} on`);
    } finally {
      await bob.context.close();
    }
  });
});
