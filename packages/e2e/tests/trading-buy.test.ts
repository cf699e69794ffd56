import {
  formatPrice,
  formatTokenCode,
  nftTitle,
  referralLink,
  routes,
  shortenForDetail,
} from '@vrmarket/domain';
import { deployerKey } from '@vrmarket/testkit/keys';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { apiGet, buyableOf, demo, type ListedNft, ownerOnChain } from '../src/buyer.ts';
import { claimFirst } from '../src/claims.ts';
import { connectWallet, signedInPage, signIn } from '../src/session.ts';
import { fetchNft, moveTokens } from '../src/trading.ts';
import { installTestWallet } from '../src/wallet.ts';

const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');

let browser: Browser;
const contexts: BrowserContext[] = [];
let app: { allowTrading: number[]; contracts: Record<string, Hex> };

beforeAll(async () => {
  browser = await launchBrowser();
  app = await apiGet(appUrl, '/v1/configs/app');
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** A signed-in page of a demo user with their wallet injected and connected. */
async function userPage(user: (typeof demo)[keyof typeof demo]) {
  const { context, page, wallet } = await signedInPage(browser, {
    appUrl,
    rpcUrl,
    chainId,
    username: user.username,
    privateKey: user.key,
    contextOptions: { viewport: { width: 1280, height: 900 } },
  });
  contexts.push(context);
  return { page, wallet };
}

const tradable = (nft: ListedNft) => app.allowTrading.includes(nft.categoryId);
/** The NFT bob buys in the first scenario (the next one replays its transaction). */
let bought: ListedNft | undefined;

/** Opens the Buy dialog of an NFT and walks to the confirm (the currency's own pages in between). */
async function openConfirm(page: Page, nft: ListedNft, currencyLabel: string) {
  await page.goto(appUrl + routes.detail(nft.id));
  await page.getByTestId('buy-button').click();
  const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
  await dialog.getByRole('button', { name: `Pay with ${currencyLabel}` }).click();
  while (await dialog.getByRole('button', { name: 'Next' }).isVisible()) {
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await dialog.getByTestId('buy-confirm').waitFor();
  return dialog;
}

describe('buying a listed NFT', () => {
  it('bob buys alice’s NFT listed in USDT: approve → buyOffer → record; both see it in activity and sale history; ownership moves', async () => {
    const listed = (await buyableOf(appUrl, demo.alice.wallet, 'USDT')).filter(
      (nft) => nft.purchasesStatus === 1 && tradable(nft),
    );
    const nft = claimFirst(listed.toReversed())!;
    const title = nftTitle(nft);
    expect(nft, 'alice has an NFT listed in USDT').toBeDefined();
    bought = nft;
    const price = formatPrice(nft.currentPrice, 'USDT');

    const { page, wallet } = await userPage(demo.bob);
    const dialog = await openConfirm(page, nft, 'USDT');
    // The other currencies' buttons are off: only the NFT's own currency can pay.
    expect(await dialog.getByText(`Are you sure you want to buy this NFT for ${price}?`).isVisible()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page
      .getByText(
        "You've successfully bought an NFT. Please check your email or inventory for details after a few minutes.",
      )
      .waitFor({ timeout: 30_000 });
    expect(wallet.calls.filter((call) => call === 'eth_sendTransaction').length).toBeGreaterThanOrEqual(1);

    // The chain and the api agree: bob owns it; the page refreshed into bob's inventory detail.
    expect(await ownerOnChain(rpcUrl, app.contracts.VrNFT!, nft.tokenId!)).toBe(demo.bob.wallet);
    await page.waitForURL((url) => url.pathname === routes.inventoryDetail(nft.id));
    const history = page.getByRole('table', { name: 'Sale history' });
    await history.getByText(shortenForDetail(demo.bob.wallet)).first().waitFor();
    await history.getByText(shortenForDetail(demo.alice.wallet)).first().waitFor();

    // Bob's activity shows the purchase; his inventory now holds the NFT.
    await page.goto(appUrl + routes.activity());
    const bobRow = page.getByTestId('activity-row').filter({ hasText: title }).filter({ hasText: 'Buy' });
    await bobRow.first().waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await bobRow.first().waitFor();
    await page.goto(`${appUrl}${routes.inventory()}?search=${encodeURIComponent(title)}`);
    await page.getByTestId('nft-results').getByText(title).first().waitFor();

    // Alice sees the sale in her activity; it left her inventory.
    const alice = await userPage(demo.alice);
    await alice.page.goto(appUrl + routes.activity());
    await alice.page
      .getByTestId('activity-row')
      .filter({ hasText: title })
      .filter({ hasText: 'Sell' })
      .first()
      .waitFor();
    const aliceListed = await buyableOf(appUrl, demo.alice.wallet, 'USDT');
    expect(aliceListed.map((item) => item.id)).not.toContain(nft.id);
    // A row opens the NFT: alice no longer owns it, so the dashboard detail.
    await alice.page
      .getByTestId('activity-row')
      .filter({ hasText: 'Sell' })
      .filter({ hasText: title })
      .first()
      .click();
    await alice.page.waitForURL(
      (url) => url.pathname === routes.dashboardDetail(nft.id) || url.pathname === routes.detail(nft.id),
    );
    await expect(alice.page.getByTestId('buy-button').count()).resolves.toBe(0);
    const aliceHistory = alice.page.getByRole('table', { name: 'Sale history' });
    await aliceHistory.getByText(shortenForDetail(demo.bob.wallet)).first().waitFor();
  });

  it('a catch-transaction naming bob’s purchase for another of alice’s NFTs is refused and changes nothing', async () => {
    expect(bought, 'the purchase of the scenario above').toBeDefined();
    const feed = await apiGet<{ results: { type: string; objectId: string | null; txId: string | null }[] }>(
      appUrl,
      `/v1/nft/${demo.bob.wallet}/activity`,
    );
    const purchase = feed.results.find((row) => row.type === 'BUY' && row.objectId === bought!.id);
    expect(purchase?.txId, 'bob’s purchase in his activity').toBeTruthy();
    // Claimed too: the check compares it before and after, so no other file may change it meanwhile.
    const other = claimFirst(
      (await buyableOf(appUrl, demo.alice.wallet, 'USDT')).filter(
        (nft) => nft.id !== bought!.id && nft.tokenId !== null,
      ),
    );
    expect(other, 'another minted NFT alice has listed').toBeDefined();
    const before = await fetchNft(appUrl, other!.id);

    const response = await fetch(`${appUrl}/api/v1/nft/${other!.id}/catch-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        transfer: { from: demo.bob.wallet, to: app.contracts.Marketplace, txId: purchase!.txId },
        nft: { tokenId: other!.tokenId, contractAddress: app.contracts.VrNFT },
      }),
    });
    expect(`${response.status} ${await response.text()}`).toMatch(/^422 .*TRANSACTION_MISMATCH/);
    const after = await fetchNft(appUrl, other!.id);
    expect(after).toMatchObject({
      ownerAddress: before.ownerAddress,
      seller: before.seller,
      purchasesStatus: before.purchasesStatus,
      currentPrice: before.currentPrice,
    });
    expect(await ownerOnChain(rpcUrl, app.contracts.VrNFT!, other!.tokenId!)).not.toBe(demo.bob.wallet);
  });
});

const SUCCESS =
  "You've successfully bought an NFT. Please check your email or inventory for details after a few minutes.";

describe('buying with aETH and failures', () => {
  it('buys with aETH (amount and rate view); a denied signature says so and Try again goes on', async () => {
    const listed = (await buyableOf(appUrl, demo.alice.wallet, 'ETH')).filter(
      (nft) => nft.purchasesStatus === 1 && tradable(nft),
    );
    const nft = claimFirst(listed.toReversed())!;
    expect(nft, 'alice has an NFT listed in aETH').toBeDefined();
    const price = formatPrice(nft.currentPrice, 'ETH');

    const { page, wallet } = await userPage(demo.bob);
    await page.goto(appUrl + routes.detail(nft.id));
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
    for (const other of ['USDT', 'BIVE', 'VRA'])
      expect(await dialog.getByRole('button', { name: `Pay with ${other}` }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay with aETH' }).click();
    // Step 4: the aETH amount with the rate the demo sets (AETH_USDT_RATE 3200).
    await dialog.getByTestId('buy-amount').getByText(price).waitFor();
    await dialog.getByText('1 aETH ≈ 3200 USDT').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(`Are you sure you want to buy this NFT for ${price}?`).waitFor();

    wallet.failNext('eth_sendTransaction', 4001);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    // In the toast and in the dialog, next to the failed step.
    // The first toast of a page loads the toaster first: room beyond expect.poll's 1 s default.
    await expect
      .poll(() => page.getByText('You denied the transaction signature.').count(), { timeout: 10_000 })
      .toBe(2);
    await dialog.getByText('You denied the transaction signature.').waitFor();
    expect(await dialog.locator('[data-state="failed"]').count()).toBe(1);
    // Busy is over: the dialog can be closed or tried again.
    const again = dialog.getByRole('button', { name: 'Try again' });
    expect(await again.isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await again.click();
    await page.getByText(SUCCESS).waitFor({ timeout: 30_000 });
    expect(await ownerOnChain(rpcUrl, app.contracts.VrNFT!, nft.tokenId!)).toBe(demo.bob.wallet);
  });

  it('with too little balance says so and sends no transaction', async () => {
    const listed = (await buyableOf(appUrl, demo.alice.wallet, 'BIVE')).filter(
      (nft) => nft.purchasesStatus === 1 && tradable(nft),
    );
    const nft = claimFirst(listed.toReversed())!;
    expect(nft, 'alice has an NFT listed in BIVE').toBeDefined();
    await moveTokens({ rpcUrl, chainId }, app.contracts.BIVE!, demo.pro1.key, deployerKey);

    const { page, wallet } = await userPage(demo.pro1);
    const dialog = await openConfirm(page, nft, 'BIVE');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByText('You do not have enough balance.').waitFor();
    expect(wallet.calls).not.toContain('eth_sendTransaction');
    expect(await dialog.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
    expect(await dialog.locator('[data-state="failed"]').count()).toBe(1);
  });
});

describe('buying an unminted NFT', () => {
  it('mints it through the minting permission with the referral code from the refCode cookie; a wrong code says so', async () => {
    const offered = (await buyableOf(appUrl, demo.alice.wallet, 'USDT')).filter(
      (nft) => nft.purchasesStatus === 0 && nft.labActive && !nft.onchain && tradable(nft),
    );
    const nft = claimFirst(offered.toReversed())!;
    expect(nft, 'alice offers an unminted NFT in USDT').toBeDefined();
    const price = formatPrice(nft.mintingPrice, 'USDT');

    const { page, wallet } = await userPage(demo.bob);
    // A shared link ?ref=pro2 keeps the code in the refCode cookie; the dialog reads it.
    await page.goto(`${appUrl}${routes.detail(nft.id)}?ref=pro2`);
    await page.waitForURL((url) => !url.search.includes('ref='));
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
    await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
    await dialog.getByTestId('buy-amount').getByText(price).waitFor();
    const code = dialog.getByLabel('Referral code');
    expect(await code.inputValue()).toBe('pro2');

    // An unknown referrer: the api refuses the permission and nothing is sent.
    await code.fill('  nobody-here  ');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(`Are you sure you want to buy this NFT for ${price}?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByText('User not found').waitFor();
    expect(wallet.calls).not.toContain('eth_sendTransaction');

    // Back to the amount page with the referrer's real code (trimmed): approve → mint → record.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('buy-button').click();
    await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
    await dialog.getByLabel('Referral code').fill(' pro2 ');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(SUCCESS).waitFor({ timeout: 30_000 });
    expect(await ownerOnChain(rpcUrl, app.contracts.VrNFT!, nft.id)).toBe(demo.bob.wallet);
    await page.waitForURL((url) => url.pathname === routes.inventoryDetail(nft.id));
    await page.goto(`${appUrl}${routes.inventory()}?search=${encodeURIComponent(nftTitle(nft))}`);
    await page.getByTestId('nft-results').getByText(nftTitle(nft)).first().waitFor();
  });

  it('pays the referral of a friend who follows alice’s profile link, signs in and buys', async () => {
    const offered = (await buyableOf(appUrl, demo.bob.wallet, 'USDT')).filter(
      (nft) => nft.purchasesStatus === 0 && nft.labActive && !nft.onchain && tradable(nft),
    );
    const nft = claimFirst(offered.toReversed())!;
    expect(nft, 'bob offers an unminted NFT in USDT').toBeDefined();

    // alice copies the referral link from her profile.
    const aliceContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    contexts.push(aliceContext);
    await aliceContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    const alice = await aliceContext.newPage();
    await signIn(alice, appUrl, demo.alice.username);
    await alice.goto(appUrl + routes.profile());
    await alice.getByRole('button', { name: 'Copy referral link' }).click();
    await alice.getByText('Copied link to clipboard').waitFor();
    const link = await alice.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(referralLink(appUrl, demo.alice.username));

    // A friend (pro1) opens it signed out, signs in with the form, connects the wallet, buys.
    const friendContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    contexts.push(friendContext);
    const friend = await friendContext.newPage();
    await installTestWallet(friend, { privateKey: demo.pro1.key, rpcUrl, startChainId: chainId });
    await friend.goto(link);
    await friend.waitForURL((url) => !url.search.includes('refCode='));
    await friend.goto(appUrl + routes.login());
    await friend.locator('input[name="username"]').fill(demo.pro1.username);
    await friend.locator('input[name="password"]').fill('vrmarket');
    await friend.locator('form button[type="submit"]').click();
    await friend.getByRole('button', { name: 'Account menu' }).waitFor();
    await connectWallet(friend);
    await friend.goto(appUrl + routes.detail(nft.id));
    await friend.getByTestId('buy-button').click();
    const dialog = friend.getByRole('dialog', { name: /Buy NFT/ });
    await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
    expect(await dialog.getByLabel('Referral code').inputValue()).toBe(demo.alice.username);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await friend.getByText(SUCCESS).waitFor({ timeout: 30_000 });

    // alice's REFERRAL BONUS tab lists the purchase: token, her code, the friend's wallet.
    await alice.goto(`${appUrl}${routes.claim({ target: 'referral-bonus' })}`);
    const row = alice.getByTestId('referral-row').filter({ hasText: formatTokenCode(nft.id) });
    await row
      .filter({ hasText: shortenForDetail(demo.pro1.wallet) })
      .getByText(demo.alice.username)
      .waitFor();
  });
});

describe('inventory', () => {
  it('lists the linked wallet’s NFTs with their count, owner states, list view and pages', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, appUrl, demo.pro1.username);
    await page.goto(appUrl + routes.inventory());
    const count = page.getByTestId('inventory-count');
    // claim.test.ts's referred purchase (pro1 too, in the other worker) can add an NFT between the
    // api's total and the page's: a page showing an older total is reloaded, and the poll asks again.
    let total = 0;
    await expect
      .poll(
        async () => {
          total = (
            await apiGet<{ total: number }>(appUrl, `/v1/nft?ownerAddress=${demo.pro1.wallet}&limit=1`)
          ).total;
          const text = await count.textContent({ timeout: 15_000 }).catch(() => null);
          if (text?.includes(`${total} vrNFTs`)) return true;
          if (text && /\d+ vrNFTs/.test(text)) await page.reload();
          return false;
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    // The owner's own states: Not minted lists only unminted items (hidden ones included).
    await page.getByRole('radio', { name: 'Not minted' }).click();
    await page.waitForURL((url) => url.searchParams.has('notMinted'));
    await count.filter({ hasNotText: `${total} vrNFTs` }).waitFor();
    const shown = Number(((await count.textContent()) ?? '').split(' ')[0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);

    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByTestId('nft-results').waitFor();
    expect(await page.getByRole('navigation', { name: /pagination/i }).count()).toBeLessThanOrEqual(1);
  });

  it('without a linked wallet goes to the marketplace with the connect-wallet popup', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, appUrl, 'guest');
    await page.goto(appUrl + routes.inventory());
    await page.waitForURL((url) => url.pathname === routes.dashboard());
    await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor();
  });
});

describe('visitors', () => {
  it('see the Buy button of a listed NFT; clicking it asks them to sign in', async () => {
    const nft = claimFirst(
      (await buyableOf(appUrl, demo.alice.wallet, 'VRA')).filter(
        (item) => item.purchasesStatus === 1 && tradable(item),
      ),
    )!;
    expect(nft, 'alice has an NFT listed in VRA').toBeDefined();
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(appUrl + routes.detail(nft.id));
    await page.getByTestId('buy-button').click();
    await page.getByText('You are not logged in, please log in !!!').waitFor();
    expect(await page.getByRole('dialog', { name: /Buy NFT/ }).count()).toBe(0);
  });
});
