import type { NftDetail, PetComboPage, PetModel } from '@vrmarket/domain';
import { routes } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { type Session, signIn } from '../src/session.ts';
import { viewStageModel } from '../src/viewer.ts';

const appUrl = inject('appUrl');

let browser: Browser;
let admin: { context: BrowserContext; page: Page; session: Session };
/** The page of combos this run creates (the first one nobody created yet: a retry takes the next). */
let target: { model: PetModel; page: number };
/** Combo id → the NFT id the first complete run linked it to. */
const linked = new Map<number, string>();

const SCENARIO_MS = shotsFolder ? 360_000 : 240_000;

const adminGet = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${appUrl}/api${path}`, {
    headers: { authorization: `Bearer ${admin.session.accessToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const combosOf = (model: PetModel, page: number) =>
  adminGet<PetComboPage>(`/v1/pet-combos?model_id=${model.id}&page=${page}&limit=8`);

/** The first full page of 8 combos none of which has its NFT yet. */
async function freshPage(): Promise<{ model: PetModel; page: number }> {
  for (const model of await adminGet<PetModel[]>('/v1/pet-models')) {
    for (let page = 1; page <= Math.floor(model.totalCombos / 8); page += 1) {
      const { results } = await combosOf(model, page);
      if (results.length === 8 && results.every((combo) => combo.nftId === null)) return { model, page };
    }
  }
  throw new Error('no page of pet combos left to create');
}

/** Clicks 'CREATE ALL 8 NFTs', checks the progress shows, and answers the result dialog's title. */
async function createAll(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'CREATE ALL 8 NFTs' }).click();
  const result = page.getByRole('dialog');
  await result.waitFor({ timeout: 180_000 });
  const title = (await result.getByRole('heading').textContent()) ?? '';
  await result.getByRole('button', { name: 'Ok' }).click();
  await result.waitFor({ state: 'hidden' });
  return title;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  const session = await signIn(page, appUrl, 'admin');
  admin = { context, page, session };
  target = await freshPage();
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
});

describe('bulk pets', () => {
  it('is offered to admin-market users only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, appUrl, 'alice');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Bulk pets' }).count()).toBe(0);
    // …and she has no Admin menu at all.
    expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    await page.goto(appUrl + routes.petsBulk());
    await page.getByText('Only marketplace administrators create pets in bulk.').waitFor();
    await context.close();
  }, 60_000);

  it(
    'the admin creates a page of pets, resumes after a failure without duplicates, and a second run creates none',
    async () => {
      const { page } = admin;
      await page.getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('menuitem', { name: 'Bulk pets' }).click();
      await page.waitForURL(`**${routes.petsBulk()}**`);
      await page.getByRole('heading', { name: 'Create pets' }).waitFor();

      // A narrow screen: the first combos' models are drawn, the last one's starts when scrolled to.
      await page.setViewportSize({ width: 600, height: 800 });
      await page.goto(appUrl + routes.petsBulk({ id: target.model.id, page: target.page }));
      const total = await page.getByTestId('pets-total').textContent();
      expect(total).toBe(`${target.model.totalCombos} items`);
      const cards = page.getByTestId('pet-combo');
      await expect.poll(() => cards.count()).toBe(8);
      await cards.first().locator('[data-viewer-state="rendered"]').waitFor({ timeout: 60_000 });
      expect(await cards.last().locator('canvas').count()).toBe(0);
      await cards.last().scrollIntoViewIfNeeded();
      await cards.last().locator('[data-viewer-state="rendered"]').waitFor({ timeout: 60_000 });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('[data-viewer-state="rendered"]').nth(7).waitFor({ timeout: 60_000 });
      await screenshots(page, 'pets-grid');

      // The fourth creation fails (the network drops it): the run stops, three are made.
      let calls = 0;
      await page.route('**/api/v1/pet-combos/*/nft', async (route) => {
        calls += 1;
        if (calls === 4) return route.abort('failed');
        return route.continue();
      });
      await page.getByRole('button', { name: 'CREATE ALL 8 NFTs' }).click();
      await page.getByTestId('pets-progress').filter({ hasText: /%$/ }).waitFor();
      await screenshots(page, 'pets-progress');
      const result = page.getByRole('dialog');
      await result
        .getByRole('heading', { name: 'You have successfully created 3 / 8 of these pets?' })
        .waitFor({
          timeout: 180_000,
        });
      await result.getByRole('button', { name: 'Ok' }).click();
      await result.waitFor({ state: 'hidden' });
      const halfway = await combosOf(target.model, target.page);
      expect(halfway.results.filter((combo) => combo.nftId !== null)).toHaveLength(3);
      await expect.poll(() => page.locator('[data-testid="pet-combo"][data-created="true"]').count()).toBe(3);

      // Run again: the other five are made, the first three are not made twice.
      calls = 0;
      await page.unroute('**/api/v1/pet-combos/*/nft');
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/v1\/pet-combos\/\d+\/nft$/.test(request.url()))
          posted.push(request.url());
      });
      expect(await createAll(page)).toBe('You have successfully created 8 / 8 of these pets?');
      expect(posted).toHaveLength(5);
      const done = await combosOf(target.model, target.page);
      for (const combo of done.results) {
        expect(combo.nftId).not.toBeNull();
        expect(combo.glbUrl).toMatch(/\.glb$/);
        linked.set(combo.id, combo.nftId!);
      }
      expect(new Set(linked.values()).size).toBe(8);
      for (const combo of halfway.results)
        if (combo.nftId !== null) expect(linked.get(combo.id)).toBe(combo.nftId);
      await expect.poll(() => page.locator('[data-testid="pet-combo"][data-created="true"]').count()).toBe(8);
      await screenshots(page, 'pets-done');

      // A second run of the whole page creates none.
      posted.length = 0;
      expect(await createAll(page)).toBe('You have successfully created 8 / 8 of these pets?');
      expect(posted).toHaveLength(0);
      const again = await combosOf(target.model, target.page);
      expect(again.results.map((combo) => combo.nftId)).toEqual(done.results.map((combo) => combo.nftId));
    },
    SCENARIO_MS,
  );
});

describe('publish', () => {
  it('the owner publishes a 3D model: its media becomes the exported model and picture', async () => {
    const { page } = admin;
    // A pet the scenario above made: the admin owns it.
    const nftId = [...linked.values()][0];
    if (!nftId) throw new Error('the bulk pets scenario makes the NFT this one publishes');
    const before = (await (await fetch(`${appUrl}/api/v1/nft/${nftId}`)).json()) as NftDetail;
    await page.goto(appUrl + routes.inventoryDetail(nftId));
    await viewStageModel(page, 60_000);
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to publish of this NFT?' });
    await screenshots(page, 'pets-publish-confirm', { fullPage: false });
    const published = page.waitForResponse((r) => /\/api\/v1\/nft\/\d+\/publish$/.test(r.url()), {
      timeout: 60_000,
    });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await published).status()).toBe(200);
    await page.getByText('Your NFT has been published successfully!').first().waitFor();
    await page
      .getByTestId('published-at')
      .filter({ hasText: /^Published / })
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Publish' }).isEnabled()).toBe(true);
    const after = (await (await fetch(`${appUrl}/api/v1/nft/${nftId}`)).json()) as NftDetail;
    expect(before.components.publishedAt).toBeUndefined();
    expect(after.components.publishedAt).toBeDefined();
    expect(after.glbUrl).toMatch(/\.glb$/);
    expect(after.components.mediaUrl).toBe(after.glbUrl);
    await page.locator('[data-viewer-state="rendered"]').waitFor({ timeout: 60_000 });
    await screenshots(page, 'pets-published', { fullPage: false });
  }, 120_000);
});
