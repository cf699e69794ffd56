import { PurchaseStatus, routes } from '@vrmarket/domain';
import { glb, mp4, pngWithMetadata } from '@vrmarket/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { claim } from '../src/claims.ts';
import { toast } from '../src/journey.ts';
import { screenshots } from '../src/screenshots.ts';
import { signIn } from '../src/session.ts';
import { demoUserPage, waitForNft } from '../src/trading.ts';
import { viewStageModel } from '../src/viewer.ts';

const appUrl = inject('appUrl');

let browser: Browser;
let alice: { context: BrowserContext; page: Page };
let admin: { context: BrowserContext; page: Page };
/** The model NFT alice creates, approved by the admin, then minted and listed. */
let modelNftId: string;
/** Its title, new for each try of the scenario (a retry must not find the first try's NFT). */
let modelTitle: string;

const uploadInput = (page: Page) => page.getByTestId('upload-input');

/** From the select-type grid to the category's form. */
async function openForm(page: Page, categoryTitle: string) {
  await page.goto(appUrl + routes.addNewNft());
  await page.getByTestId('create-category').filter({ hasText: categoryTitle }).click();
  await page.getByRole('button', { name: 'Done' }).waitFor();
}

/** Done → 'Do you want to create this model?' → Yes; answers the created NFT's id. */
async function createFromForm(page: Page): Promise<string> {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/mp/add-nft'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  const confirm = page.getByRole('dialog', { name: 'Do you want to create this model?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const response = await created;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { nft: { id: string } } };
  await page
    .getByText('Your NFT has been sent to the admin for verification. It will be processed within 72 hours.')
    .first()
    .waitFor();
  return body.data.nft.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await demoUserPage(browser, 'alice');
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, appUrl, 'admin');
  admin = { context, page };
});
afterAll(async () => {
  await alice?.context.close();
  await admin?.context.close();
  await browser?.close();
});

describe('the select-type screen', () => {
  it('lists the types to create and opens How it works when asked', async () => {
    const { page } = alice;
    await page.goto(appUrl + routes.addNewNft());
    await page.getByRole('heading', { name: 'Select a type', level: 1 }).waitFor();
    await page.getByTestId('create-category').filter({ hasText: '3D NFTs' }).waitFor();
    await screenshots(page, 'add-new-nft');
    // The help dialog's code loads on the first click; the dialog opens all the same.
    await page.getByRole('button', { name: 'How it works' }).click();
    const help = page.getByRole('dialog', { name: 'How to create an NFT' });
    await help.waitFor();
    await help.getByRole('button', { name: 'Close' }).click();
    await help.waitFor({ state: 'hidden' });
  });
});

describe('create an NFT from a file', () => {
  // A file of another type or size, refused in the browser, is CreateUploadForm.test.tsx's.
  it('a picture renamed .glb is refused by its bytes on the server, with the form’s own message', async () => {
    const { page } = alice;
    await openForm(page, '3D NFTs');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/uploads');
    await uploadInput(page).setInputFiles({
      name: 'bad.glb',
      mimeType: 'model/gltf-binary',
      buffer: await pngWithMetadata(66, 64),
    });
    expect((await answer).status()).toBe(415);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'File format not supported! (Supported file formats: .glb, .gltf)',
    );
    await screenshots(page, 'create-refused-file');
    await expect(page.getByTestId('upload-preview-model').count()).resolves.toBe(0);
  });

  // The upload's progress and Cancel, and the title's checks, are CreateUploadForm.test.tsx's.
  it('alice uploads a glb, fills the form and creates it', async () => {
    const { page } = alice;
    modelTitle = `Panel ${Date.now()}`;
    await openForm(page, '3D NFTs');
    const panel = { name: 'panel.glb', mimeType: 'model/gltf-binary', buffer: await glb(180, 256) };
    await uploadInput(page).setInputFiles(panel);
    await page.getByTestId('upload-preview-model').waitFor({ timeout: 60_000 });

    await page.getByRole('textbox', { name: 'Title' }).fill(modelTitle);
    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Colour');
    await page.getByRole('textbox', { name: 'Value' }).fill('Violet');
    modelNftId = await createFromForm(page);
    // Once approved it is alice's cheapest unminted item: no other file may mint it.
    claim(modelNftId);
    await page.getByRole('button', { name: 'Ok' }).click();

    await page.waitForURL(`**${routes.createDone()}`);
    await page.getByTestId('created-image').locator('img').waitFor();
    await page.getByRole('link', { name: 'Inventory' }).waitFor();
    await page.getByRole('link', { name: 'Create new NFT' }).waitFor();
    // The creator sees the review's state on their card.
    await page.getByRole('link', { name: 'Inventory' }).click();
    await page
      .getByTestId('nft-card')
      .filter({ hasText: modelTitle })
      .getByTestId('verification-status')
      .filter({ hasText: 'Waiting for verification' })
      .waitFor();

    // Hidden until approved: a visitor's detail call does not find it.
    const asVisitor = await fetch(`${appUrl}/api/v1/nft/${modelNftId}`);
    expect(asVisitor.status).toBe(404);
  });

  it('the admin approves it in the verification queue', async () => {
    const { page } = admin;
    await page.goto(appUrl + routes.verification());
    const item = page.getByTestId('verification-item').filter({ hasText: modelTitle });
    await item.waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await toast(page, `“${modelTitle}” is approved.`);
    await expect(item.count()).resolves.toBe(0);
    await waitForNft(appUrl, modelNftId, (n) => n.isVerified === true);
  });

  it('alice mints it and lists it with the existing dialogs', async () => {
    const { page } = alice;
    await page.goto(appUrl + routes.inventoryDetail(modelNftId));
    // The detail draws the api's optimised (meshopt-compressed) copy of the uploaded model.
    await viewStageModel(page);
    const actions = page.getByTestId('owner-actions');
    const dialog = page.getByTestId('trade-dialog');
    await actions.getByRole('button', { name: 'Mint', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Your NFT has been minted successfully!');
    await waitForNft(appUrl, modelNftId, (n) => n.purchasesStatus === PurchaseStatus.OWNED);

    await actions.getByRole('button', { name: 'Sell', exact: true }).click();
    await dialog.getByRole('radio', { name: 'USDT' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByTestId('price-input').fill('7');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const listed = await waitForNft(appUrl, modelNftId, (n) => n.purchasesStatus === PurchaseStatus.SELLING);
    expect(listed).toMatchObject({ currentPrice: '7', currency: 'USDT' });
  });

  it('an image and a video NFT are created the same way', async () => {
    const { page } = alice;
    for (const file of [
      {
        name: 'badge.png',
        mimeType: 'image/png',
        buffer: await pngWithMetadata(67, 64),
        preview: 'upload-preview-image',
      },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4(), preview: 'upload-preview-video' },
    ]) {
      await openForm(page, 'Charity');
      await uploadInput(page).setInputFiles({
        name: file.name,
        mimeType: file.mimeType,
        buffer: file.buffer,
      });
      await page.getByTestId(file.preview).waitFor({ timeout: 30_000 });
      await page.getByRole('textbox', { name: 'Attached Link' }).fill('https://example.org/c');
      const id = await createFromForm(page);
      await page.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(`**${routes.createDone()}`);
      expect(id).toBeTruthy();
    }
  });

  it('a 3D avatar from the built-in maker comes back to the form and is created', async () => {
    const { page } = alice;
    await openForm(page, 'Digital Humans');
    await page.getByRole('button', { name: 'or Create 3D Avatar' }).click();
    await page.getByRole('button', { name: 'Half Body 3D Character' }).click();
    const maker = page.frameLocator('iframe[title="Create a 3D avatar"]');
    await maker.getByRole('radio', { name: '#00b894' }).click();
    await maker.getByRole('button', { name: 'Use this avatar' }).click();
    await page.getByTestId('upload-preview-model').waitFor({ timeout: 30_000 });
    const id = await createFromForm(page);
    await page.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(`**${routes.createDone()}`);
    expect(id).toBeTruthy();
  });
});
