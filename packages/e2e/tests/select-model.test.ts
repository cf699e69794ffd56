import { type Nft, routes } from '@vrmarket/domain';
import { pngWithMetadata } from '@vrmarket/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { type Session, signIn } from '../src/session.ts';

const appUrl = inject('appUrl');
/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: Session;

const carouselTitles = async () =>
  (await page.getByTestId('model-carousel-item').allTextContents()).map((text) => text.replace(/\d.*$/, ''));

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  session = await signIn(page, appUrl, 'pro1');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('select a model', () => {
  it(
    'the bare route lists the kinds of models; a kind opens its carousel, filtered by sub-category',
    async () => {
      await page.goto(appUrl + routes.selectModel());
      await page.getByRole('heading', { name: 'Choose a kind of model' }).waitFor();
      await screenshots(page, 'models-index');
      await page.getByTestId('model-category').filter({ hasText: '3D NFTs' }).click();
      await page.waitForURL(/\/select-model\/\d+/);
      await page.getByRole('heading', { name: '3D NFTs' }).waitFor();

      const items = page.getByTestId('model-carousel-item');
      await expect.poll(carouselTitles).toEqual(expect.arrayContaining(['Lounge Chair', 'City Car']));
      // The first model is shown without a click.
      await expect.poll(() => items.first().getAttribute('aria-pressed')).toBe('true');

      const filters = page.getByRole('group', { name: 'Filter by sub-category' });
      await expect(filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      await filters.getByRole('button', { name: 'Vehicles' }).click();
      await expect.poll(carouselTitles).toEqual(['City Car']);
      await page.waitForURL(/sub=\d+/);
      await filters.getByRole('button', { name: 'Art' }).click();
      await page.getByTestId('model-carousel').getByText('No Template found.').waitFor();
      await filters.getByRole('button', { name: 'Vehicles' }).click();
      await expect.poll(carouselTitles).toEqual(['City Car']);
      await page.locator('[data-viewer-state="rendered"]').waitFor({ timeout: 45_000 });
    },
    SCENARIO_MS,
  );

  it(
    'a number plate is uploaded, shown on the viewer and kept with the created NFT',
    async () => {
      // A picture of the wrong format is refused before any upload.
      const input = page.getByTestId('number-plate-input');
      await input.setInputFiles({ name: 'plate.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      const refused = page.getByRole('dialog');
      await refused
        .getByText(/not supported/i)
        .first()
        .waitFor();
      await refused.getByRole('button').first().click();

      const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/uploads');
      await input.setInputFiles({
        name: 'plate.png',
        mimeType: 'image/png',
        buffer: await pngWithMetadata(72, 64),
      });
      const plateUrl = ((await (await uploaded).json()) as { url: string }).url;
      const plate = page.getByRole('img', { name: 'Number plate' });
      await plate.waitFor();
      expect(await plate.getAttribute('src')).toBe(plateUrl);
      await screenshots(page, 'models-plate');

      const title = `Plated car ${Date.now() % 100_000}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/mp/add-nft'), {
        timeout: 60_000,
      });
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Do you want to create this model?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      const answer = await created;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON().nftData.number_plate_image).toBe(plateUrl);
      const id = ((await answer.json()) as { data: { nft: { id: string } } }).data.nft.id;
      await page.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**${routes.createDone()}`);

      // The owner's view of the (unverified, hidden) NFT carries the plate.
      const detail = (await (
        await fetch(`${appUrl}/api/v1/nft/${id}`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
        })
      ).json()) as Nft;
      expect(detail.components.numberPlateImage).toBe(plateUrl);
      expect(detail.components.customTitle).toBe(title);
    },
    SCENARIO_MS,
  );
});
