import { formatPrice, PurchaseStatus, routes } from '@vrmarket/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { apiGet, buyableOf, demo, type ListedNft } from '../src/buyer.ts';
import { screenshots } from '../src/screenshots.ts';
import { apiLogin, signIn, signInContext } from '../src/session.ts';
import { waitForNft } from '../src/trading.ts';
import { installTestWallet } from '../src/wallet.ts';

/**
 * Keyboard-only journeys: no mouse click anywhere in a journey, only Tab, Shift+Tab, Enter,
 * Escape, the arrow keys and typing. Sign-in from a signed-in route, buying a listed NFT with the
 * wallet connected from the header, and selling it again; dialogs take the focus, keep it, close
 * on Escape and give it back.
 */
const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');

let browser: Browser;
/** The page and NFT of the keyboard purchase, which the sell scenario then lists again. */
let buyer: { page: Page; nft: ListedNft } | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  return page;
}

/** Whether `locator` names the focused element; at once, also when it matches nothing yet. */
const isFocused = (locator: Locator) =>
  locator.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} presses of Tab did not reach ${target}; the focus is on ${focused}`);
}

/** Whether the focused element is inside `container`. */
const focusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/**
 * The focused element shows that it is: an outline, or (MUI's outlined fields) a focused border,
 * and matches :focus-visible as a keyboard user's focus does.
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const style = getComputedStyle(element);
    const field = element.closest('.MuiInputBase-root');
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      focusedField: !!field?.classList.contains('Mui-focused'),
    };
  });
  expect(focus?.focusVisible).toBe(true);
  expect(focus?.outline || focus?.focusedField).toBe(true);
}

/** Tabs through the open dialog `rounds` times both ways: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, rounds = 12): Promise<void> {
  for (let press = 0; press < rounds; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `after ${press + 1} Tab presses`).toBe(true);
  }
  for (let press = 0; press < rounds; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `after ${press + 1} Shift+Tab presses`).toBe(true);
  }
}

describe('the signed-in row of the header', () => {
  /** `username`'s session on a light page (the landing's pictures would hold its load event). */
  async function signedIn(username: string, width = 1280): Promise<Page> {
    const page = await freshPage();
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.context(), await apiLogin(appUrl, username));
    await page.goto(appUrl + routes.activity(), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    return page;
  }

  /** Whether the whole of `locator` lies inside the window (not cut off nor scrolled away sideways). */
  const inView = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
    });

  it('keeps every action in sight at 600 px; the admin screens are under one Admin menu, by keyboard', async () => {
    const page = await signedIn('admin', 600);
    const row = page.getByRole('navigation', { name: 'Account menu' });
    for (const name of [
      'Create Collections',
      'Create NFTs',
      'Staking NFT',
      'Bridge NFT',
      'Recommend Design NFT',
    ]) {
      expect(await inView(row.getByRole('button', { name })), name).toBe(true);
    }
    const admin = row.getByRole('button', { name: 'Admin' });
    expect(await inView(admin)).toBe(true);
    await screenshots(page, 'header-admin', { fullPage: false });

    await admin.focus();
    await page.keyboard.press('Enter');
    // An open menu hides the page behind it from assistive technology (aria-hidden), the button too.
    const button = page.locator('button[aria-haspopup="menu"]', { hasText: 'Admin' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('menu', { name: 'Admin' });
    await menu.getByRole('menuitem').first().waitFor();
    const items = ['Verification queue', 'Claim requests', 'Recommend requests', 'Bulk pets'];
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(items);
    await screenshots(page, 'header-admin-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => admin.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === routes.recommendRequests());

    // The account menu no longer repeats them.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Verification queue' }).count()).toBe(0);
  });

  it('has no Admin menu for a user who is not an admin', async () => {
    const page = await signedIn('bob');
    await page.getByRole('button', { name: 'Recommend Design NFT' }).waitFor();
    expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    await screenshots(page, 'header-user', { fullPage: false });
  });
});

describe('keyboard only', () => {
  it('signs in: the login prompt takes the focus, Enter leads to the form, Tab and typing sign in', async () => {
    const page = await freshPage();
    // A visitor on a signed-in route is sent to / with the login prompt.
    await page.goto(appUrl + routes.inventory());
    const prompt = page.getByRole('dialog', { name: 'Notification' });
    await prompt.waitFor();
    await expect.poll(() => focusInside(prompt)).toBe(true);
    await expectFocusTrapped(page, prompt, 4);
    await tabTo(page, prompt.getByRole('link', { name: 'OK' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === routes.login());

    const username = page.getByRole('textbox', { name: 'Username' });
    await tabTo(page, username);
    await expectVisibleFocus(page);
    await page.keyboard.type('alice');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Password', { exact: false }).first())).toBe(true);
    await page.keyboard.type('vrmarket');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });

  it('buys a listed NFT: connects the wallet, opens Buy, Escape gives the focus back, pays with Tab and Enter', async () => {
    const app = await apiGet<{ allowTrading: number[] }>(appUrl, '/v1/configs/app');
    // pro1's listings: the trading-buy scenarios buy alice's, so the two files never race for one NFT.
    const listed = (await buyableOf(appUrl, demo.pro1.wallet, 'USDT')).filter(
      (nft: ListedNft) => nft.purchasesStatus === 1 && app.allowTrading.includes(nft.categoryId),
    );
    const nft = listed[0];
    expect(nft, 'pro1 has an NFT listed in USDT').toBeDefined();
    if (!nft) return;

    const page = await freshPage();
    await installTestWallet(page, { privateKey: demo.bob.key, rpcUrl, startChainId: chainId });
    await signIn(page, appUrl, demo.bob.username);
    await page.goto(appUrl + routes.detail(nft.id));

    // The wallet, from the header's Connect wallet button.
    const connect = page.getByRole('button', { name: 'Connect wallet' }).first();
    await tabTo(page, connect);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const walletDialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await walletDialog.waitFor();
    await expect.poll(() => focusInside(walletDialog)).toBe(true);
    await tabTo(page, walletDialog.getByRole('button', { name: /MetaMask/ }));
    await page.keyboard.press('Enter');
    await page.getByText('Wallet connected.').waitFor();
    await walletDialog.waitFor({ state: 'hidden' });

    // Buy opens its dialog with the focus in it; Escape closes it and the focus is on Buy again.
    const buyButton = page.getByTestId('buy-button');
    await tabTo(page, buyButton);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
    await dialog.getByRole('button', { name: 'Pay with USDT' }).waitFor();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(buyButton)).toBe(true);

    // Again, to the end: the currency, its pages, Yes.
    await page.keyboard.press('Enter');
    const pay = dialog.getByRole('button', { name: 'Pay with USDT' });
    await pay.waitFor();
    await tabTo(page, pay);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const next = dialog.getByRole('button', { name: 'Next' });
    const confirm = dialog.getByTestId('buy-confirm');
    await Promise.race([next.waitFor(), confirm.waitFor()]);
    while (await next.isVisible()) {
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await Promise.race([next.waitFor({ state: 'detached' }), confirm.waitFor()]).catch(() => undefined);
    }
    await confirm.waitFor();
    expect(
      await dialog
        .getByText(`Are you sure you want to buy this NFT for ${formatPrice(nft.currentPrice, 'USDT')}?`)
        .isVisible(),
    ).toBe(true);
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await tabTo(page, yes);
    await page.keyboard.press('Enter');
    await page
      .getByText(
        "You've successfully bought an NFT. Please check your email or inventory for details after a few minutes.",
      )
      .waitFor({ timeout: 30_000 });
    buyer = { page, nft };
  }, 180_000);

  it('sells the NFT it bought: Sell, the currency with the arrow keys, the price typed, Confirm', async () => {
    expect(buyer, 'the keyboard purchase above went through').toBeDefined();
    if (!buyer) return;
    const { page, nft } = buyer;
    await waitForNft(
      appUrl,
      nft.id,
      (n) => n.purchasesStatus === PurchaseStatus.OWNED && n.ownerAddress?.toLowerCase() === demo.bob.wallet,
    );
    await page.goto(appUrl + routes.inventoryDetail(nft.id));
    const sell = page.getByTestId('owner-actions').getByRole('button', { name: 'Sell', exact: true });
    await sell.waitFor();
    await tabTo(page, sell);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('trade-dialog');
    await dialog.getByText('Step 1 of 3').waitFor();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await expectFocusTrapped(page, dialog, 6);

    // The currency: Tab into the radio group, then the arrow keys move the choice.
    // (Tab lands on the group's checked radio, or its first: whichever, it is the focused one.)
    await tabTo(page, dialog.locator('input[type="radio"]:focus'));
    const usdt = dialog.getByRole('radio', { name: 'USDT' });
    for (let press = 0; press < 8 && !(await usdt.isChecked()); press++)
      await page.keyboard.press('ArrowDown');
    expect(await usdt.isChecked()).toBe(true);
    const next = dialog.getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    const price = dialog.getByTestId('price-input');
    await price.waitFor();
    await tabTo(page, price, { back: true });
    await page.keyboard.type('15');
    // Next is enabled once the chain has computed the fee (a disabled button takes no focus).
    await expect.poll(() => next.isEnabled()).toBe(true);
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await dialog.getByTestId('price-review').getByText('Marketplace fee (3%)').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await page
      .getByText(
        "Your NFT has been successfully listed for sale! When someone buys this NFT, we'll send you an email.",
        { exact: true },
      )
      .first()
      .waitFor({ timeout: 30_000 });
    const listed = await waitForNft(appUrl, nft.id, (n) => n.purchasesStatus === PurchaseStatus.SELLING);
    expect(listed).toMatchObject({ currentPrice: '15', currency: 'USDT' });
  }, 180_000);
});
