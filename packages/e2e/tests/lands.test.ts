import { type Category, routes } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { signIn } from '../src/session.ts';

const appUrl = inject('appUrl');
/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signIn(page, appUrl, 'admin');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('create a vrLand', () => {
  it(
    'finds a land by city, shows it on the map with its read-only price and creates it once',
    async () => {
      const categories = (await (await fetch(`${appUrl}/api/v1/categories`)).json()) as Category[];
      const landsCategory = categories.find((c) => c.name === 'vrLands' && c.parentCategoryId === null)!;
      await page.goto(appUrl + routes.category(String(landsCategory.id)));
      await page.getByRole('search', { name: 'Find a vrLand' }).waitFor();
      const rows = page.getByRole('row').filter({ hasText: 'USDT' });
      await rows.first().waitFor();

      await choose('Country', 'Vietnam');
      await choose('City', 'Da Nang');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => rows.filter({ hasNotText: 'Han Plot' }).count()).toBe(0);
      expect(await rows.count()).toBeGreaterThan(0);

      const free = rows.filter({ hasNotText: 'Already created' }).first();
      const name = (await free.getByRole('cell').nth(1).textContent())!.trim();
      await free.click();
      const map = page.frameLocator(`iframe[title="Land-planning map of ${name}"]`);
      await map.getByText(name).first().waitFor();
      const price = page.getByRole('textbox', { name: 'Price' });
      expect(await price.getAttribute('readonly')).not.toBeNull();
      expect(await price.inputValue()).toMatch(/USDT$/);
      expect(await page.getByRole('checkbox', { name: 'Show on marketplace' }).isChecked()).toBe(true);
      await screenshots(page, 'lands-chosen');

      const title = `Land ${Date.now() % 100_000}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/mp/add-nft'), {
        timeout: 60_000,
      });
      await page.getByRole('button', { name: 'Done' }).click();
      await page
        .getByRole('dialog', { name: 'Do you want to create this model?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      expect((await created).status()).toBe(200);
      const link = page.getByRole('link', { name: 'View it on the marketplace' });
      await link.waitFor();
      await screenshots(page, 'lands-created');
      await link.click();
      await page.getByRole('heading', { name: title }).first().waitFor();

      // The land is now taken: the list marks it and the form refuses it.
      await page.goto(appUrl + routes.category(String(landsCategory.id)));
      await page.getByRole('search').getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('button', { name: 'Search' }).click();
      await rows.filter({ hasText: 'Already created' }).first().waitFor();
      await rows.first().click();
      expect(await page.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    },
    SCENARIO_MS,
  );

  it('shows No result when nothing matches', async () => {
    await page.getByRole('search').getByRole('textbox', { name: 'Name' }).fill('no such land anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No result', { exact: true }).waitFor();
    await screenshots(page, 'lands-empty');
  });
});
