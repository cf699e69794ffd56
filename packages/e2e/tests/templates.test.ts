import { routes, type TemplateCategory } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { demoUserPage } from '../src/trading.ts';

const appUrl = inject('appUrl');

let browser: Browser;
let alice: { context: BrowserContext; page: Page };
const title = `Cottage ${Date.now()}`;

/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 90_000;

const canvasShot = (page: Page) => page.locator('[data-viewer-state="rendered"] canvas').screenshot();

/** Waits until the drawn model differs from `before` (the viewer redraws on demand). */
async function drawnDifferently(page: Page, before: Buffer): Promise<Buffer> {
  let after = before;
  await expect
    .poll(
      async () => {
        after = await canvasShot(page);
        return after.equals(before);
      },
      { timeout: 15_000 },
    )
    .toBe(false);
  return after;
}

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await demoUserPage(browser, 'alice');
});
afterAll(async () => {
  await alice?.context.close();
  await browser?.close();
});

describe('create an NFT from a template', () => {
  it(
    "the select-type grid's VR Homes opens its templates, lowest price first, searched from the header; one opens in the customiser",
    async () => {
      const { page } = alice;
      const categories = (await (
        await fetch(`${appUrl}/api/v1/map-model3d-categories`)
      ).json()) as TemplateCategory[];
      const homes = categories.find((category) => category.name === 'vrHomes')!;
      await page.goto(appUrl + routes.addNewNft());
      await page.getByTestId('create-category').filter({ hasText: homes.title }).click();
      await page.waitForURL(`**${routes.selectTemplate({ category: homes.id })}`);
      await page.getByRole('heading', { name: 'Create NFT from Template' }).waitFor();
      await page.getByText(`${homes.total} template(s) of ${homes.title}`).waitFor();
      // The header's search box (shown here by the spec) searches the templates.
      const search = page.getByRole('searchbox', { name: 'Search by NFT’s ID or Name' });
      await search.fill('Villa');
      await search.press('Enter');
      await page.getByText(`1 template(s) of ${homes.title}`).waitFor();
      await search.fill('');
      await search.press('Enter');
      await page.getByText(`${homes.total} template(s) of ${homes.title}`).waitFor();
      const cards = page.getByTestId('template-card');
      await expect(cards.first().textContent()).resolves.toContain('Garden Cottage');
      await screenshots(page, 'templates-select-template');
      await cards.filter({ hasText: 'Garden Cottage' }).click();
      await page.waitForURL(`**${routes.selectModel(String(homes.id))}?id=*`);
      await page.locator('[data-viewer-state="rendered"]').waitFor({ timeout: 45_000 });
    },
    SCENARIO_MS,
  );

  it(
    'ticking and unticking parts and picking a material redraw the model and its price',
    async () => {
      const { page } = alice;
      // At 1,366 px wide every part (optional ones too) is on screen, none scrolled off to the right.
      await page.setViewportSize({ width: 1366, height: 768 });
      const group = page.getByRole('group', { name: 'Parts' });
      const parts = group.getByRole('checkbox');
      await parts.first().waitFor();
      const shown = (await group.boundingBox())!;
      for (const box of await parts.all()) {
        const bounds = (await box.boundingBox())!;
        expect(bounds.x + bounds.width).toBeLessThanOrEqual(Math.min(shown.x + shown.width, 1366) + 1);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      const total = page.getByTestId('template-total');
      const start = await canvasShot(page);
      const startPrice = await total.textContent();

      await page.getByRole('checkbox', { name: /Chimney/ }).check();
      const withChimney = await drawnDifferently(page, start);
      await expect(total.textContent()).resolves.not.toBe(startPrice);
      // The part being edited cannot be unticked; once another is selected it can.
      await expect(page.getByRole('checkbox', { name: /Chimney/ }).isDisabled()).resolves.toBe(true);
      await page.getByRole('checkbox', { name: /Windows/ }).check();
      const withWindows = await drawnDifferently(page, withChimney);
      await page.getByRole('checkbox', { name: /Chimney/ }).uncheck();
      const withoutChimney = await drawnDifferently(page, withWindows);

      const material = page.getByTestId('template-texture').first();
      await material.click();
      await expect(material.getAttribute('aria-pressed')).resolves.toBe('true');
      await drawnDifferently(page, withoutChimney);
      await expect(page.getByTestId('chosen-parts').textContent()).resolves.toMatch(/Windows: \w+ 1/);
      await expect(page.getByTestId('chosen-parts').textContent()).resolves.not.toContain('Chimney');
      await screenshots(page, 'templates-select-model');
    },
    SCENARIO_MS,
  );

  it(
    'an empty title is refused with INVALID_TITLE; then Done makes the NFT at the total shown',
    async () => {
      const { page } = alice;
      const field = page.getByRole('textbox', { name: 'Title' });
      await field.fill('   ');
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      const error = page.getByRole('dialog');
      await error.waitFor();
      await error.getByRole('button').first().click();
      await field.fill(title);

      const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/uploads', {
        timeout: 60_000,
      });
      const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/mp/add-nft'), {
        timeout: 60_000,
      });
      // The total shown is the price the NFT is created at (its mint price).
      const shown = Number.parseFloat((await page.getByTestId('template-total').textContent()) ?? '');
      expect(shown).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Do you want to create this model?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      const upload = (await (await uploaded).json()) as { mediaType: string };
      expect(upload.mediaType).toBe('model/gltf-binary');
      expect((await created).status()).toBe(200);
      const nft = (
        (await (await created).json()) as { data: { nft: { mintingPrice: string; mintingCurrency: string } } }
      ).data.nft;
      expect(Number(nft.mintingPrice)).toBe(shown);
      expect(nft.mintingCurrency).toBe('USDT');
      await page.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**${routes.createDone()}`);

      await page.goto(appUrl + routes.inventory());
      await page.getByText(title).first().waitFor({ timeout: 30_000 });
    },
    SCENARIO_MS,
  );
});
