import {
  type LiveEvent,
  type Nft,
  nftTitle,
  PurchaseStatus,
  routes,
  shortenForDetail,
} from '@vrmarket/domain';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { demo } from '../src/buyer.ts';
import { claimFirst } from '../src/claims.ts';
import { startRelay } from '../src/relay.ts';
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

/** The dearest minted, tradable NFT alice owns: the owner-action tests start from the cheapest. */
async function alicesDearestTradable(): Promise<Nft> {
  const alice = await apiLogin(appUrl, 'alice');
  const nft: Nft | undefined = claimFirst(
    (await nftsOf(appUrl, alice))
      .filter(
        (n) => n.purchasesStatus === PurchaseStatus.OWNED && tradable(n.categoryId, !!n.inUsed) && n.tokenId,
      )
      .sort((a, b) => Number(b.mintingPrice) - Number(a.mintingPrice)),
  );
  expect(nft, 'alice owns a minted, tradable NFT').toBeDefined();
  return nft!;
}

/** alice lists her NFT in USDT from her inventory (page signed in as her). */
async function listInUsdt(page: Page, nftId: string, price: string) {
  await page.goto(appUrl + routes.inventoryDetail(nftId));
  await page.getByTestId('owner-actions').getByRole('button', { name: 'Sell', exact: true }).click();
  const dialog = page.getByTestId('trade-dialog');
  await dialog.getByRole('radio', { name: 'USDT' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByTestId('price-input').fill(price);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await waitForNft(appUrl, nftId, (n) => n.purchasesStatus === PurchaseStatus.SELLING);
}

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

/** The page's requests not answered yet (the event stream aside, which stays open). */
function requestsInFlight(page: Page) {
  let open = 0;
  let since = Date.now();
  const counts = (request: Request) => !request.url().includes('/api/v1/events');
  const settle = (request: Request) => {
    if (!counts(request)) return;
    open--;
    since = Date.now();
  };
  page.on('request', (request) => {
    if (counts(request)) open++;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { quietFor: (ms: number) => open === 0 && Date.now() - since >= ms };
}

/** The live events in the raw bytes of a relayed stream (its `id:` + `data:` messages). */
function liveEventsIn(received: string): LiveEvent[] {
  return [...received.matchAll(/^data: (\{.*\})$/gm)].map((match) => JSON.parse(match[1]!) as LiveEvent);
}

/** The last `id:` a relayed stream delivered: what a reconnecting EventSource names (Last-Event-ID). */
function lastIdIn(received: string): string | undefined {
  return [...received.matchAll(/^id: (\d+)$/gm)].at(-1)?.[1];
}

/**
 * The head of the event-stream request on a relayed connection, if it carried one (a kept-alive
 * connection carries other requests first; a stream is the last, its answer never ends).
 */
function streamRequestIn(sent: string): string | undefined {
  const start = sent.search(/^GET \/api\/v1\/events/m);
  return start < 0 ? undefined : sent.slice(start, sent.indexOf('\r\n\r\n', start));
}

const isEventStream = (sent: string) => streamRequestIn(sent) !== undefined;

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
    const nft = await alicesDearestTradable();

    const bob = await userPage(demo.bob);
    await bob.page.goto(appUrl + routes.detail(nft.id));
    await bob.page
      .getByRole('heading', { name: nftTitle(nft) })
      .first()
      .waitFor();
    await expect(bob.page.getByTestId('buy-button').count()).resolves.toBe(0);
    await markDocument(bob.page);

    // alice lists it from her own browser.
    const seller = await userPage(demo.alice);
    await listInUsdt(seller.page, nft.id, '7');

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
    await buyInUsdt(buyer.page, nft.id);

    // bob's page: no Buy button any more, the sale in its history (alice → pro1), still no reload.
    await bob.page.getByTestId('buy-button').waitFor({ state: 'detached', timeout: 15_000 });
    const history = bob.page.getByRole('table', { name: 'Sale history' });
    await history.getByText(shortenForDetail(demo.pro1.wallet)).first().waitFor({ timeout: 15_000 });
    expect(await stillSameDocument(bob.page)).toBe('not reloaded');

    // The seller's and the buyer's headers told them.
    await Promise.all([sellerTold, buyerTold]);
    await screenshots(bob.page, 'live-detail-after-sale');
  });

  it('a visitor whose connection was cut sees, once it is back, the listing and sale it missed: replayed from its last id, no reload', {
    timeout: 300_000,
  }, async () => {
    const nft = await alicesDearestTradable();
    // The visitor reaches the app only through the relay; alice and pro1 reach it directly.
    const relay = await startRelay(appUrl);
    try {
      const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const visitor = await context.newPage();
      const loading = requestsInFlight(visitor);
      await visitor.goto(relay.url + routes.detail(nft.id));
      await visitor
        .getByRole('heading', { name: nftTitle(nft) })
        .first()
        .waitFor();
      await expect(visitor.getByTestId('buy-button').count()).resolves.toBe(0);
      await expect
        .poll(() => relay.connections.some((c) => isEventStream(c.sent) && c.received.includes('retry:')), {
          timeout: 15_000,
        })
        .toBe(true);
      // Cut once the page has every chunk and answer it asked for (a lazy chunk cut off would break it).
      await expect.poll(() => loading.quietFor(2000), { timeout: 30_000 }).toBe(true);
      await markDocument(visitor);

      await relay.cut();
      const cutAt = relay.connections.length;
      const firstStream = relay.connections.filter((c) => isEventStream(c.sent)).at(-1)!;
      const lastIdBeforeCut = lastIdIn(firstStream.received);

      const seller = await userPage(demo.alice);
      await listInUsdt(seller.page, nft.id, '8');
      const buyer = await userPage(demo.pro1);
      await buyInUsdt(buyer.page, nft.id);
      await waitForNft(appUrl, nft.id, (n) => n.ownerAddress?.toLowerCase() === demo.pro1.wallet);
      // Still cut off: nothing of this reached the visitor.
      expect(relay.connections.length).toBe(cutAt);
      await expect(visitor.getByTestId('buy-button').count()).resolves.toBe(0);

      await relay.restore();
      // The visitor's page shows the sale (alice → pro1, 8 USDT) without a reload.
      const history = visitor.getByRole('table', { name: 'Sale history' });
      // The browser retries every second (`retry: 1000`), then the replay and the detail's reading.
      await history.getByText(shortenForDetail(demo.pro1.wallet)).first().waitFor({ timeout: 45_000 });
      await history.getByText('8 USDT').first().waitFor();
      expect(await stillSameDocument(visitor)).toBe('not reloaded');

      // Replayed, not read again: the stream that resumed named the last id the cut one delivered,
      // and brought the listing and the sale made while the visitor was away.
      const resumed = relay.connections.slice(cutAt).filter((c) => isEventStream(c.sent));
      expect(resumed.length, 'the stream was opened again').toBeGreaterThan(0);
      expect(lastIdBeforeCut, 'the cut stream had named a position').toBeDefined();
      const named =
        resumed[0]!.sent.match(/^last-event-id: *(\d+)\r$/im)?.[1] ??
        resumed[0]!.sent.match(/[?&]lastEventId=(\d+)/)?.[1];
      expect(named).toBe(lastIdBeforeCut);
      const missed = liveEventsIn(resumed.map((c) => c.received).join('')).filter((e) => e.nftId === nft.id);
      expect(missed.map((e) => e.kind)).toEqual(expect.arrayContaining(['listing', 'sale']));
      expect(missed.every((e) => Number(e.id) > Number(lastIdBeforeCut))).toBe(true);
      expect(missed.find((e) => e.kind === 'sale')).toMatchObject({
        from: demo.alice.wallet,
        to: demo.pro1.wallet,
        price: '8',
        currency: 'USDT',
      });
    } finally {
      await relay.stop();
    }
  });
});
