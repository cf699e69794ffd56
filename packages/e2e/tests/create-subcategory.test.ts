import { routes } from '@vrmarket/domain';
import { pngWithMetadata } from '@vrmarket/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { screenshots } from '../src/screenshots.ts';
import { signIn } from '../src/session.ts';

const appUrl = inject('appUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;

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

describe('the admin form of a category with sub categories (spec §5)', () => {
  it('a picture selects 2D Avatar; picking 3D Avatar clears the file', async () => {
    await page.goto(appUrl + routes.addNewNft());
    await page.getByTestId('create-category').filter({ hasText: 'Digital Humans' }).click();
    await page.getByRole('button', { name: 'Done' }).waitFor();
    await page.getByTestId('upload-input').setInputFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: await pngWithMetadata(65, 64),
    });
    await page.getByTestId('upload-preview-image').waitFor({ timeout: 30_000 });
    const subCategory = page.getByRole('combobox', { name: 'Sub category' });
    await expect(subCategory.textContent()).resolves.toContain('2D Avatar');
    await screenshots(page, 'create-subcategory-with-picture');

    await subCategory.click();
    await page.getByRole('option', { name: '3D Avatar' }).click();
    await page.getByTestId('upload-preview-image').waitFor({ state: 'detached' });
    await expect(subCategory.textContent()).resolves.toContain('3D Avatar');
    await screenshots(page, 'create-subcategory-file-cleared');
  });
});
