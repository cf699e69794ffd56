import { type Category, type Nft, referralLink, routes } from '@vrmarket/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest } from '../src/browser.ts';
import { screenshots } from '../src/screenshots.ts';
import { signIn } from '../src/session.ts';

const appUrl = inject('appUrl');

let context: BrowserContext;
let page: Page;

freshPagePerTest((fresh) => {
  ({ context, page } = fresh);
});

async function total(path: string, token?: string): Promise<number> {
  const response = await fetch(`${appUrl}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return ((await response.json()) as { total: number }).total;
}

/**
 * The three tabs' texts as the page shows them, once each has its count, against the api's totals
 * now. Other files change alice's NFTs and likes while this runs: a page that shows an older
 * count is reloaded, and the poll asks again.
 */
async function countsAgree(wallet: string, token: string, category?: number): Promise<boolean> {
  const categoryIds = category === undefined ? '' : `&categoryIds=${category}`;
  const want = [
    `My NFTS${await total(`/v1/nft?page=1&limit=8&ownerAddress=${wallet}${categoryIds}`, token)}`,
    `My Collections${await total(`/v1/collections?page=1&limit=8&creatorAddress=${wallet}`)}`,
    `My Favorites${await total(`/v1/favorite-items?page=1&limit=8${category === undefined ? '' : `&category=${category}`}`, token)}`,
  ];
  const shown = await page.getByRole('tablist', { name: 'Profile lists' }).getByRole('tab').allTextContents();
  if (shown.join('|') === want.join('|')) return true;
  if (shown.length === 3 && shown.every((text) => /\d$/.test(text))) await page.reload();
  return false;
}

describe('the profile', () => {
  it('copies the wallet and the referral link, counts each tab, and narrows them by category', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    const session = await signIn(page, appUrl, 'alice');
    const wallet = session.user.publicKey.toLowerCase();
    await page.goto(appUrl + routes.profile());

    await page.getByRole('button', { name: 'Copy wallet address' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(wallet);
    await page.getByRole('button', { name: 'Copy referral link' }).click();
    await page.getByText('Copied link to clipboard').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      referralLink(appUrl, 'alice'),
    );

    await expect.poll(() => countsAgree(wallet, session.accessToken), { timeout: 60_000 }).toBe(true);

    // The category tab bar: a category alice owns an NFT of (the tabs follow the market's order).
    const tabs = (
      (await (await fetch(`${appUrl}/api/v1/categories?showOnMarket=true`)).json()) as Category[]
    ).filter((item) => item.parentCategoryId === null);
    const mine = (await (await fetch(`${appUrl}/api/v1/nft?limit=100&ownerAddress=${wallet}`)).json()) as {
      results: Nft[];
    };
    const category = mine.results.find((nft) => tabs.some((item) => item.id === nft.categoryId))!.categoryId;
    const bar = page.getByRole('tablist', { name: 'Category tabs' });
    await bar
      .getByRole('tab')
      .nth(tabs.findIndex((item) => item.id === category) + 1)
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(category));
    await expect
      .poll(() => countsAgree(wallet, session.accessToken, category), { timeout: 60_000 })
      .toBe(true);
    await screenshots(page, 'profile-category');
    await bar.getByRole('tab', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
  });
});
