import {
  type Collection,
  type CollectionPage,
  ExploreTopic,
  type NftPage,
  nftTitle,
  PAGE_SIZE,
  routes,
} from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, type Session } from '../src/session.ts';
import { demoUserPage } from '../src/trading.ts';

const appUrl = inject('appUrl');

/** A 1 × 1 PNG: the upload endpoint re-encodes pictures, so the bytes must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NAME = `Pro2 Lofts ${Date.now() % 100_000}`;
/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 90_000;

let browser: Browser;
let pro2: Session;
let context: BrowserContext;
let page: Page;
let collection: Collection;

/** pro2's minted NFTs that are in no collection yet (what the My NFTs picker offers). */
async function addable(): Promise<NftPage['results']> {
  const query = new URLSearchParams({
    ownerAddress: pro2.user.publicKey.toLowerCase(),
    isAddToCollection: 'true',
    limit: '100',
  });
  const response = await fetch(`${appUrl}/api/v1/nft?${query}`, {
    headers: { authorization: `Bearer ${pro2.accessToken}` },
  });
  return ((await response.json()) as NftPage).results.filter((nft) => nft.tokenId !== null);
}

const itemsText = (count: number) => (count === 1 ? '1 item' : `${count} items`);
async function currentCollection(): Promise<Collection> {
  return (await (await fetch(`${appUrl}/api/v1/collections/${collection.id}/details`)).json()) as Collection;
}

const yes = () => page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
const notificationOk = async (text: string) => {
  const notification = page.getByRole('dialog', { name: 'Notification' });
  await notification.getByText(text).waitFor();
  await notification.getByRole('button', { name: 'Ok' }).click();
  await notification.waitFor({ state: 'hidden' });
};

beforeAll(async () => {
  browser = await launchBrowser();
  pro2 = await apiLogin(appUrl, 'pro2');
  ({ context, page } = await demoUserPage(browser, 'pro2'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

// The form's own behaviour (the rules' texts, a refused save's failure line, the question before
// leaving) is CollectionFormDialog.test.tsx's, the picker's AddNftsDialog.test.tsx's: here what is
// saved goes through the api and shows.
describe('collections', () => {
  it('pro2 creates a collection with cover and avatar from the header', {
    timeout: SCENARIO_MS,
  }, async () => {
    await page.getByRole('button', { name: 'Create Collections' }).click();
    const form = page.getByTestId('collection-form');
    await form.waitFor();
    await form.getByLabel('Collection name').fill(NAME);
    await form.getByLabel('Description').fill('Lofts above the river, see https://example.com/lofts');
    await form
      .getByTestId('collection-cover-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await form
      .getByTestId('collection-avatar-input')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await screenshots(page, 'collections-create');
    await form.getByRole('button', { name: 'Ok' }).click();
    await page.getByText('Are you sure you want to create this Collection?').waitFor();
    await yes();
    await notificationOk('Your collection has been created successfully!');

    const card = page.getByTestId('collection-card').filter({ hasText: NAME });
    await card.waitFor();
    await screenshots(page, 'collections-list');
    await card.getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/collections\/detail\?collectionId=\d+/);
    const id = new URL(page.url()).searchParams.get('collectionId')!;
    collection = (await (await fetch(`${appUrl}/api/v1/collections/${id}/details`)).json()) as Collection;
    expect(collection).toMatchObject({
      collectionName: NAME,
      creatorAddress: pro2.user.publicKey.toLowerCase(),
    });
    expect(collection.cover).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
    expect(collection.avatar).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
    // The header shows the avatar's resized copy: an upload can be far larger than its circle.
    await page.locator(`img[src="${collection.avatar}?w=320"]`).waitFor();
    await page.getByRole('link', { name: 'https://example.com/lofts' }).waitFor();
  });

  it('pro2 adds two NFTs and removes one', { timeout: SCENARIO_MS }, async () => {
    // A retried scenario finds the items of its first attempt still there.
    const before = (await currentCollection()).totalItems;
    const [first, second] = await addable();
    if (!first || !second) throw new Error('pro2 has fewer than two minted NFTs outside collections');
    await page.getByRole('button', { name: 'Add NFTs to this collection' }).click();
    const dialog = page.getByTestId('add-nfts-dialog');
    await dialog.waitFor();
    const add = dialog.getByRole('button', { name: /^Add to collection/ });
    // Add waiting for a choice and the empty search are AddNftsDialog.test.tsx's.
    for (const nft of [first, second]) {
      await dialog.getByPlaceholder('Search by name or attribute').fill(nft.tokenId!);
      await dialog
        .getByRole('checkbox', { name: nftTitle(nft) })
        .first()
        .click();
    }
    await expect(add.textContent()).resolves.toBe('Add to collection (2)');
    await screenshots(page, 'collections-add');
    await add.click();
    await page.getByText('Are you sure you want to add these NFTs to collection?').waitFor();
    await yes();
    await notificationOk('The NFTs have been added to your collection!');
    await page
      .getByText(itemsText(before + 2))
      .first()
      .waitFor();
    // The count in the header can come before the refetched card list.
    await expect.poll(() => page.getByTestId('nft-card').count(), { timeout: 15_000 }).toBe(before + 2);

    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page
      .getByRole('checkbox', { name: nftTitle(second) })
      .first()
      .click();
    await screenshots(page, 'collections-select');
    await page.getByRole('button', { name: 'Remove 1 NFT' }).click();
    await page.getByText('Are you sure you want to remove these NFTs from collection?').waitFor();
    await yes();
    await page
      .getByText(itemsText(before + 1))
      .first()
      .waitFor();
    await page.getByTestId('nft-card').first().waitFor();
    // The count in the header can come before the refetched card list.
    await expect.poll(() => page.getByTestId('nft-card').count(), { timeout: 15_000 }).toBe(before + 1);
    await expect(currentCollection()).resolves.toMatchObject({ totalItems: before + 1 });
  });

  it('pro2 edits the description, asked before saving', {
    timeout: SCENARIO_MS,
  }, async () => {
    await page.getByRole('button', { name: 'Edit Collection' }).click();
    const form = page.getByTestId('collection-form');
    await form.getByLabel('Description').fill('Now with a rooftop garden');
    await screenshots(page, 'collections-edit');
    await form.getByRole('button', { name: 'Ok' }).click();
    await page.getByText('Are you sure you want to update this Collection?').waitFor();
    await yes();
    await notificationOk('Your collection has been updated successfully!');
    await page.getByText('Now with a rooftop garden').waitFor();
    await screenshots(page, 'collections-detail');
  });

  it('pro2, with a linked wallet, opens a collection of Top Collection as its collection detail', {
    timeout: SCENARIO_MS,
  }, async () => {
    await page.goto(appUrl + routes.explores({ topic: ExploreTopic.topCollection }));
    const card = page.getByTestId('collection-card').first();
    const name = (await card.getByRole('heading').textContent())!;
    // The first row's covers come at once, as a resized copy the width of the card.
    const cover = card.getByTestId('collection-cover');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await cover.getAttribute('loading')).toBe('eager');
    expect(
      await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('w')),
    ).toBe('640');
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === routes.collectionDetail());
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });

  it('another user sees the collection read-only', { timeout: SCENARIO_MS }, async () => {
    const other = await demoUserPage(browser, 'bob');
    try {
      await other.page.goto(appUrl + routes.collectionDetail(String(collection.id)));
      await other.page.getByRole('heading', { name: NAME }).waitFor();
      await other.page.getByText('Now with a rooftop garden').waitFor();
      await other.page.getByTestId('nft-card').first().waitFor();
      await expect(other.page.getByRole('button', { name: 'Edit Collection' }).count()).resolves.toBe(0);
      await expect(
        other.page.getByRole('button', { name: 'Add NFTs to this collection' }).count(),
      ).resolves.toBe(0);
      await expect(other.page.getByRole('button', { name: 'Select', exact: true }).count()).resolves.toBe(0);
      await screenshots(other.page, 'collections-detail-visitor');
    } finally {
      await other.context.close();
    }
  });

  it("EXPLORE COLLECTIONS lists everyone's collections 8 a page, each card with its description", {
    timeout: SCENARIO_MS,
  }, async () => {
    const explore = async (query: string) =>
      (await (await fetch(`${appUrl}/api/v1/collections?${query}`)).json()) as CollectionPage;
    await page.goto(appUrl + routes.collections());
    await page.getByRole('tab', { name: 'EXPLORE COLLECTIONS' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'explore');
    const cards = page.getByTestId('collection-card');
    // Read against the api at the same moment: other files create collections meanwhile.
    const names = async (pageNumber: number) => {
      const shown = await cards.getByRole('heading').allTextContents();
      const listed = (await explore(`page=${pageNumber}&limit=${PAGE_SIZE.collections}`)).results;
      return JSON.stringify(shown) === JSON.stringify(listed.map((c) => c.collectionName)) ? listed : null;
    };
    const first = await explore(`page=1&limit=${PAGE_SIZE.collections}`);
    expect(first.total).toBeGreaterThan(PAGE_SIZE.collections);
    await expect.poll(() => cards.count()).toBe(PAGE_SIZE.collections);
    await expect.poll(() => names(1)).not.toBeNull();
    // A card with a description shows it (two lines of it; the detail shows it whole).
    const described = first.results.find((c) => c.description.trim() !== '')!;
    const card = cards.filter({
      has: page.getByRole('heading', { name: described.collectionName, exact: true }),
    });
    await expect
      .poll(() => card.getByTestId('collection-description').textContent())
      .toBe(described.description);
    await screenshots(page, 'collections-explore');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('explore');
    await expect.poll(() => names(2)).not.toBeNull();
  });
});
