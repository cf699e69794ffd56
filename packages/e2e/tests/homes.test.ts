import type { HomeClaimState } from '@vrmarket/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { appTookOver } from '../src/pageErrors.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, signIn } from '../src/session.ts';

const appUrl = inject('appUrl');
/** Demo users with a wallet, the ones other scenarios use least first. */
const CANDIDATES = ['pro3', 'pro4', 'pro1', 'pro2', 'admin', 'bob', 'alice'];
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;
const COLOR = '#2e8b57';

let browser: Browser;

async function claimState(username: string): Promise<HomeClaimState> {
  const session = await apiLogin(appUrl, username);
  const response = await fetch(`${appUrl}/api/v1/claim-home/is-claimed`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return (await response.json()) as HomeClaimState;
}

/** The first demo user for whom `wanted` holds (the seed deals lands out at random). */
async function userWhere(wanted: (state: HomeClaimState) => boolean): Promise<string> {
  for (const username of CANDIDATES) if (wanted(await claimState(username))) return username;
  throw new Error('no demo user fits this scenario');
}

/** Signed in, on the claim screen: the select-type grid's VR Homes, then its templates page's claim button. */
async function claimPage(username: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, appUrl, username);
  await page.goto(`${appUrl}/add-new-nft`);
  // A click before hydration is lost: the link would do nothing and the URL never change.
  await appTookOver(page);
  await page.getByTestId('create-category').filter({ hasText: 'VR Homes' }).click();
  await page.waitForURL(/\/select-template\?category=\d+$/);
  await page.getByRole('link', { name: 'Claim your free vrHome' }).click();
  await page.waitForURL(/\/claim-vrHomes$/);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the free vrHome', () => {
  it('a land owner claims a home in a colour; a second claim is refused', {
    timeout: SCENARIO_MS,
  }, async () => {
    const owner = await userWhere((state) => state.hasLand && !state.isClaimed);
    const page = await claimPage(owner);
    const viewer = page.getByRole('img', { name: 'Preview of your vrHome' });
    await viewer.and(page.locator('[data-viewer-state="rendered"]')).waitFor();
    await page.getByText('0 USDT').waitFor();
    await page.getByLabel('Title').fill('Garden Home');
    await page.getByLabel('Colour').fill(COLOR);
    await page.getByText(COLOR.toUpperCase()).waitFor();
    await screenshots(page, 'homes-form');
    await page.getByRole('button', { name: 'Done' }).click();
    const confirm = page.getByRole('dialog', { name: 'Claim this home?' });
    await confirm.getByRole('button', { name: 'Claim' }).click();

    await page.waitForURL(/\/create-done$/);
    // The user's home as claimed: its title, its colour, verified at once (no admin review).
    await page.getByText('Garden Home').waitFor();
    await page
      .getByTestId('created-home')
      .locator('[data-viewer-state="rendered"]')
      .waitFor({ timeout: 45_000 });
    await expect(page.getByTestId('created-home-color').textContent()).resolves.toBe(COLOR.toUpperCase());
    await page.getByText('Your free vrHome is verified and already in your inventory.').waitFor();
    await expect(page.getByText('sent to the admin for verification').count()).resolves.toBe(0);
    await screenshots(page, 'homes-done');
    const state = await claimState(owner);
    expect(state.isClaimed).toBe(true);

    // A second visit: the screen says the spec's text instead of offering the claim.
    await page.goto(`${appUrl}/claim-vrHomes`);
    await page.getByText('You have claimed a free home before.').waitFor();
    await screenshots(page, 'homes-claimed');
    await page.context().close();
  });

  it('a colour another user has is refused under the picker', { timeout: SCENARIO_MS }, async () => {
    const other = await userWhere((state) => state.hasLand && !state.isClaimed);
    const page = await claimPage(other);
    await page.getByLabel('Colour').fill(COLOR);
    await page.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('dialog', { name: 'Claim this home?' })
      .getByRole('button', { name: 'Claim' })
      .click();
    await page.getByText('This color has been used!').waitFor();
    await screenshots(page, 'homes-color-used');
    expect((await claimState(other)).isClaimed).toBe(false);
    await page.context().close();
  });
});
