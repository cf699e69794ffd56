import { type Category, routes } from '@vrmarket/domain';
import { devPrivateKeys } from '@vrmarket/testkit/keys';
import { glb } from '@vrmarket/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { signedInPage } from '../src/session.ts';

const appUrl = inject('appUrl');
/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** From the select-type grid to the category's screen. */
async function openCategory(title: string) {
  await page.goto(appUrl + routes.addNewNft());
  await page.getByTestId('create-category').filter({ hasText: title }).click();
}

/** Done → 'Do you want to create this model?' → Yes → the verification notice; answers the NFT id. */
async function confirmCreate(): Promise<string> {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/mp/add-nft'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await page
    .getByRole('dialog', { name: 'Do you want to create this model?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const response = await created;
  expect(response.status()).toBe(200);
  await page
    .getByText('Your NFT has been sent to the admin for verification. It will be processed within 72 hours.')
    .first()
    .waitFor();
  return ((await response.json()) as { data: { nft: { id: string } } }).data.nft.id;
}

/** The creator's inventory shows the new NFT's card, waiting for verification. */
async function inInventory(title: string) {
  await page.goto(appUrl + routes.inventory());
  await page
    .getByTestId('nft-card')
    .filter({ hasText: title })
    .getByTestId('verification-status')
    .filter({ hasText: 'Waiting for verification' })
    .waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // pro4: a pro user (vrStores, vrMalls and VR Space are outside NORMAL_CATEGORIES) with a wallet.
  ({ context, page } = await signedInPage(browser, {
    appUrl,
    rpcUrl: inject('rpcUrl'),
    chainId: inject('chainId'),
    username: 'pro4',
    privateKey: devPrivateKeys[6]!,
  }));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('create a vrStore', () => {
  it(
    'a pro user picks a booth of the stores group, previews the store page, creates it and finds it in the inventory',
    async () => {
      await openCategory('VR Stores');
      // The grid sends a template category to select-template, which links to its vrStore templates.
      await page.waitForURL(/\/select-template\?category=\d+$/);
      await page.getByTestId('category-own-screen').click();
      const members = page.getByRole('group', { name: 'Kinds of VR Stores' });
      await members.getByRole('button', { name: 'vrHalls' }).waitFor();
      const cards = page.getByTestId('store-template-card');
      await cards.first().waitFor();
      await screenshots(page, 'stores-group');
      await members.getByRole('button', { name: 'vrBooths' }).click();
      await page.getByText('2 template(s) of vrBooths').waitFor();
      await expect.poll(() => cards.count()).toBe(2);

      // The area with its size class (under 40 m² Small).
      await cards.filter({ hasText: 'Corner Booth' }).getByText('12.00 m² (Small)').waitFor();
      await cards.filter({ hasText: 'Corner Booth' }).click();
      const form = page.getByTestId('store-create-form');
      await form.getByTestId('store-thumbnail').waitFor();
      await form.getByText('12.00 m² (Small)').waitFor();
      await form.getByText('15 USDT').waitFor();
      await form.getByText('corner-booth').waitFor();
      await page.getByRole('button', { name: 'Preview vrStore' }).click();
      const frame = page.frameLocator('iframe[title="Preview of Corner Booth"]');
      await frame.getByRole('heading', { name: 'Corner Booth' }).waitFor();
      await frame.getByText('12.00 m²').waitFor();
      await screenshots(page, 'stores-preview');
      await page.getByRole('button', { name: 'Close' }).click();
      await page.locator('iframe[title="Preview of Corner Booth"]').waitFor({ state: 'detached' });

      const title = page.getByRole('textbox', { name: 'Title' });
      expect(await title.inputValue()).toMatch(/^vrStores \d{14}$/);
      await title.fill('');
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('dialog').getByText('Title is required.').waitFor();
      await page.getByRole('button', { name: 'Ok' }).click();
      // 'Other models' goes back to the same member's models.
      await page.getByRole('button', { name: 'Other models' }).click();
      await page.getByText('2 template(s) of vrBooths').waitFor();
      await cards.filter({ hasText: 'Corner Booth' }).click();
      const storeTitle = `Booth ${Date.now() % 1_000_000}`;
      await title.fill(storeTitle);
      await screenshots(page, 'stores-form');

      const store = page.waitForResponse((r) => r.url().endsWith('/api/v1/vr-stores'));
      const marked = page.waitForResponse((r) => /\/api\/v1\/vr-stores\/[a-z0-9]+\/created$/.test(r.url()), {
        timeout: 60_000,
      });
      const nftId = await confirmCreate();
      const storeUrl = ((await (await store).json()) as { data: { url: string } }).data.url;
      expect((await marked).status()).toBe(200);
      await page.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**${routes.createDone()}`);
      await page.getByTestId('created-image').locator('img').waitFor();

      // The store's page is open and names its NFT.
      const storePage = await (await fetch(storeUrl)).text();
      expect(storePage).toContain(storeTitle);
      expect(storePage).toContain('Open');
      expect(storePage).toContain(`/detail/${nftId}`);
      await inInventory(storeTitle);
    },
    SCENARIO_MS,
  );
});

describe('create a VR Space item', () => {
  it(
    'a pro user creates a VR Space NFT from a model on its form',
    async () => {
      await openCategory('VR Space');
      await page.getByText('Add 3D/VR/AR model').first().waitFor();
      await page.getByTestId('upload-input').setInputFiles({
        name: 'space.glb',
        mimeType: 'model/gltf-binary',
        buffer: await glb(128, 256),
      });
      await page.getByTestId('upload-preview-model').waitFor({ timeout: 60_000 });
      const spaceTitle = `Space ${Date.now() % 1_000_000}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(spaceTitle);
      await screenshots(page, 'stores-space');
      await confirmCreate();
      await page.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**${routes.createDone()}`);
      await inInventory(spaceTitle);
    },
    SCENARIO_MS,
  );
});

describe('the malls group and BizPet', () => {
  it(
    "the malls group lists its members' store models; BizPet has the model form",
    async () => {
      const categories = (await (await fetch(`${appUrl}/api/v1/categories`)).json()) as Category[];
      const id = (name: string) =>
        String(categories.find((c) => c.name === name && c.parentCategoryId === null)!.id);
      await page.goto(appUrl + routes.category(id('vrMalls')));
      const members = page.getByRole('group', { name: 'Kinds of VR Malls' });
      await members.getByRole('button', { name: 'vrExpos' }).waitFor();
      await page.getByText('3 template(s) of VR Malls').waitFor();
      await members.getByRole('button', { name: 'vrCinemars' }).click();
      await page.getByText('1 template(s) of vrCinemars').waitFor();
      await page.getByTestId('store-template-card').filter({ hasText: 'Starlight Cinema' }).waitFor();
      await members.getByRole('button', { name: 'vrPanos' }).click();
      await page.getByText('No Template found.').waitFor();
      await screenshots(page, 'stores-malls');

      await page.goto(appUrl + routes.category(id('BizPet')));
      await page.getByText('Add 3D/VR/AR model').first().waitFor();
      // Its model form (released or not: the seed leaves BizPet out of ALLOW_CREATING).
      await page.getByRole('textbox', { name: 'Title' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toMatch(/^BizPet \d{14}$/);
      await screenshots(page, 'stores-bizpet');
    },
    SCENARIO_MS,
  );
});
