import { type Nft, nftTitle, PurchaseStatus, routes, shortenForDetail } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { demo } from '../src/buyer.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, signedInPage } from '../src/session.ts';
import { nftsOf, waitForNft } from '../src/trading.ts';

const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');

let browser: Browser;
const contexts: BrowserContext[] = [];
type User = (typeof demo)[keyof typeof demo];
const tradable = (categoryId: number | string, inUse = false) =>
  [50, 51, 52, 53, 54, 55, 56].includes(Number(categoryId)) && !inUse;

const signedIn = new Map<string, { context: BrowserContext; page: Page }>();

/** A browser of its own (a context) signed in as a demo user with their wallet connected (once per user). */
async function userPage(user: User) {
  const known = signedIn.get(user.username);
  if (known) return known;
  const { context, page } = await signedInPage(browser, {
    appUrl,
    rpcUrl,
    chainId,
    username: user.username,
    privateKey: user.key,
    contextOptions: { viewport: { width: 1280, height: 900 } },
  });
  contexts.push(context);
  signedIn.set(user.username, { context, page });
  return { context, page };
}

/** One picture at once (a toast does not wait for the four of `screenshots`). */
async function shotNow(page: Page, name: string) {
  if (shotsFolder) await page.screenshot({ path: `${shotsFolder}/${name}.png` });
}

/** Marks the document: still marked later means the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate('window.__liveMark = "not reloaded"');
const stillSameDocument = (page: Page) => page.evaluate('window.__liveMark');

/** pro1 buys an NFT listed in USDT through the Buy dialog. */
async function buyInUsdt(page: Page, nftId: string) {
  await page.goto(appUrl + routes.detail(nftId));
  await page.getByTestId('buy-button').click();
  const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
  await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
  while (await dialog.getByRole('button', { name: 'Next' }).isVisible()) {
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await dialog.getByTestId('buy-confirm').waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page
    .getByText("You've successfully bought an NFT.", { exact: false })
    .first()
    .waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('live updates across browsers', () => {
  it('bob watches alice’s NFT: her listing and pro1’s purchase show on his page without a reload; seller and buyer are told', {
    timeout: 300_000,
  }, async () => {
    const alice = await apiLogin(appUrl, 'alice');
    // The dearest owned item: the owner-action tests start from the cheapest.
    const nft = (await nftsOf(appUrl, alice))
      .filter(
        (n) => n.purchasesStatus === PurchaseStatus.OWNED && tradable(n.categoryId, !!n.inUsed) && n.tokenId,
      )
      .sort((a, b) => Number(b.mintingPrice) - Number(a.mintingPrice))[0] as Nft | undefined;
    expect(nft, 'alice owns a minted, tradable NFT').toBeDefined();

    const bob = await userPage(demo.bob);
    await bob.page.goto(appUrl + routes.detail(nft!.id));
    await bob.page
      .getByRole('heading', { name: nftTitle(nft!) })
      .first()
      .waitFor();
    await expect(bob.page.getByTestId('buy-button').count()).resolves.toBe(0);
    await markDocument(bob.page);

    // alice lists it from her own browser.
    const seller = await userPage(demo.alice);
    await seller.page.goto(appUrl + routes.inventoryDetail(nft!.id));
    await seller.page.getByTestId('owner-actions').getByRole('button', { name: 'Sell', exact: true }).click();
    const dialog = seller.page.getByTestId('trade-dialog');
    await dialog.getByRole('radio', { name: 'USDT' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByTestId('price-input').fill('7');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await waitForNft(appUrl, nft!.id, (n) => n.purchasesStatus === PurchaseStatus.SELLING);

    // bob's open page now offers it for sale, without a reload.
    await bob.page.getByTestId('buy-button').waitFor({ timeout: 15_000 });
    await bob.page.getByText('7 USDT').first().waitFor();
    expect(await stillSameDocument(bob.page)).toBe('not reloaded');

    // pro1 buys it from a third browser. The notices show for a few seconds: watched from now on.
    const buyer = await userPage(demo.pro1);
    const sellerTold = seller.page
      .getByText('Your NFT sold for 7 USDT')
      .waitFor({ timeout: 120_000 })
      .then(() => shotNow(seller.page, 'live-sold-notification'));
    const buyerTold = buyer.page
      .getByText('Purchase confirmed: the NFT is yours (7 USDT)')
      .waitFor({ timeout: 120_000 })
      .then(() => shotNow(buyer.page, 'live-bought-notification'));
    await buyInUsdt(buyer.page, nft!.id);

    // bob's page: no Buy button any more, the sale in its history (alice → pro1), still no reload.
    await bob.page.getByTestId('buy-button').waitFor({ state: 'detached', timeout: 15_000 });
    const history = bob.page.getByRole('table', { name: 'Sale history' });
    await history.getByText(shortenForDetail(demo.pro1.wallet)).first().waitFor({ timeout: 15_000 });
    expect(await stillSameDocument(bob.page)).toBe('not reloaded');

    // The seller's and the buyer's headers told them.
    await Promise.all([sellerTold, buyerTold]);
    await screenshots(bob.page, 'live-detail-after-sale');
  });
});
