import { mysteryCardOf, type Profile, type RecommendAvailability, socialsVerified } from '@vrmarket/domain';
import { pngWithMetadata } from '@vrmarket/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, type Session, signIn } from '../src/session.ts';

const appUrl = inject('appUrl');
/** Demo users, the ones other scenarios use least first. */
const CANDIDATES = ['pro4', 'pro3', 'pro1', 'pro2', 'alice'];
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;

let browser: Browser;

async function apiGet<T>(session: Session, path: string): Promise<T> {
  const response = await fetch(`${appUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return (await response.json()) as T;
}

/** The first candidate for whom `wanted` holds, with their session. */
async function userWhere(wanted: (session: Session) => Promise<boolean>): Promise<string> {
  for (const username of CANDIDATES) if (await wanted(await apiLogin(appUrl, username))) return username;
  throw new Error('no demo user fits this scenario');
}

async function signedIn(username: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  await signIn(page, appUrl, username);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('recommend design NFT', () => {
  it('a request with 2 files arrives for the admin and the counter drops', {
    timeout: SCENARIO_MS,
  }, async () => {
    const username = await userWhere(
      async (session) =>
        (await apiGet<RecommendAvailability>(session, '/recommend-design/availability')).available > 0,
    );
    const session = await apiLogin(appUrl, username);
    const before = await apiGet<RecommendAvailability>(session, '/recommend-design/availability');
    const email = `${username}.${Date.now()}@example.com`;

    // From the header button to the form.
    const page = await signedIn(username);
    await page.getByRole('button', { name: 'Recommend Design NFT' }).click();
    await page.waitForURL(/\/recommend-design-nft$/);
    await page.getByText(`You can send ${before.available} of ${before.total} requests.`).waitFor();

    // The spec's texts for what is missing.
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Phone number is required').waitFor();
    await page.getByText('Category is required').waitFor();
    await page.getByLabel('Phone number*').pressSequentially('12e+-3');
    await page.getByText('Your phone number is invalid.').waitFor();
    expect(await page.getByLabel('Phone number*').inputValue()).toBe('123');

    await page.getByLabel('Email*').fill(email);
    await page.getByLabel('Phone number*').fill('0912345678');
    await page.getByLabel('Category*').click();
    await page.getByRole('option').first().click();
    const files = page.getByLabel('Attachment file', { exact: true }).and(page.locator('input[type=file]'));
    const front = { name: 'front.png', mimeType: 'image/png', buffer: await pngWithMetadata(69, 64) };
    await files.setInputFiles([
      front,
      { name: 'side.png', mimeType: 'image/png', buffer: await pngWithMetadata(70, 64) },
    ]);
    await files.setInputFiles([front]);
    await page.getByText('Duplicate files!').waitFor();
    await page.getByRole('list', { name: 'Attachment file' }).getByRole('listitem').nth(1).waitFor();
    await page.getByLabel('Description').fill('A glass treehouse with a rope bridge.');
    await screenshots(page, 'recommend-form');

    // Leaving with unsaved input asks first; Cancel stays with the form.
    await page.evaluate(() => history.back());
    const leave = page.getByRole('dialog', { name: 'Navigation warning!' });
    await leave.getByText('Changes you made may not be saved, are you sure you want to leave?').waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Email*').inputValue()).toBe(email);

    // A file named .png that is no picture passes the form but not the api: the failure dialog.
    await files.setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text') },
    ]);
    const confirm = page.getByRole('dialog', { name: 'Recommend Design NFT' });
    await page.getByRole('button', { name: 'Send' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const failed = page.getByRole('dialog', { name: "Your recommend design NFT hasn't been sent." });
    await failed
      .getByText('File format not supported! (Supported file formats: .png, .jpg, .jpeg)', { exact: false })
      .waitFor();
    await screenshots(page, 'recommend-failed');
    await failed.getByRole('button', { name: 'No' }).click();
    expect((await apiGet<RecommendAvailability>(session, '/recommend-design/availability')).available).toBe(
      before.available,
    );
    await page.getByRole('button', { name: 'Remove notes.png' }).click();

    // The network drops the first send: the failure dialog asks to try again, and Yes sends it.
    let drops = 1;
    await page.route('**/api/v1/recommend-design', (route) =>
      route.request().method() === 'POST' && drops-- > 0 ? route.abort('connectionfailed') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await confirm.getByText('Are you sure you want to send this request?').waitFor();
    await screenshots(page, 'recommend-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await failed.getByText('Do you want to try again?', { exact: false }).waitFor();
    expect((await apiGet<RecommendAvailability>(session, '/recommend-design/availability')).available).toBe(
      before.available,
    );
    await failed.getByRole('button', { name: 'Yes' }).click();
    const sent = page.getByRole('dialog', { name: 'Sent' });
    await sent
      .getByText(
        `Your recommend design NFT has been sent! You have ${before.available - 1} submissions left.`,
      )
      .waitFor();
    await screenshots(page, 'recommend-sent');
    await sent.getByRole('button', { name: 'Ok' }).click();
    expect((await apiGet<RecommendAvailability>(session, '/recommend-design/availability')).available).toBe(
      before.available - 1,
    );
    if (before.available > 1) {
      await page.getByText(`You can send ${before.available - 1} of ${before.total} requests.`).waitFor();
    }

    // The admin finds it, from the Admin menu, with both pictures.
    const admin = await signedIn('admin');
    await admin.getByRole('button', { name: 'Admin' }).click();
    await admin.getByRole('menuitem', { name: 'Recommend requests' }).click();
    await admin.waitForURL(/\/recommend-requests$/);
    const card = admin.getByTestId('recommend-request').filter({ hasText: email });
    await card.getByText('A glass treehouse with a rope bridge.').waitFor();
    await card.getByText(`From ${username}`).waitFor();
    const pictures = card.getByRole('list', { name: 'Attachments' }).getByRole('img');
    expect(await pictures.count()).toBe(2);
    await expect
      .poll(() =>
        pictures.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await screenshots(admin, 'recommend-admin-list');
    await admin.context().close();
    await page.context().close();
  });
});

describe('recommend limit', () => {
  it('with none left the header shows the limit and the form sends the user home', {
    timeout: SCENARIO_MS,
  }, async () => {
    const username = 'pro1';
    const session = await apiLogin(appUrl, username);
    const { available } = await apiGet<RecommendAvailability>(session, '/recommend-design/availability');
    for (let i = 0; i < available; i++) {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        email: 'pro1@example.com',
        phoneNumber: '0987654321',
        category: 'VR Homes',
        description: `request ${i + 1}`,
      }))
        form.append(key, value);
      const response = await fetch(`${appUrl}/api/v1/recommend-design`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
        body: form,
      });
      expect(response.status).toBe(201);
    }
    const page = await signedIn(username);
    await page.getByRole('button', { name: 'Recommend Design NFT' }).click();
    await page.getByText('Your recommend design NFTs total has reached limit!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${appUrl}/recommend-design-nft`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});

describe('mystery card', () => {
  it('is claimed once: the claim is disabled afterwards and a second POST is refused', {
    timeout: SCENARIO_MS,
  }, async () => {
    const username = await userWhere(async (session) => {
      const profile = await apiGet<Profile>(session, '/profile');
      return socialsVerified(profile.properties) && !mysteryCardOf(profile.properties);
    });
    const page = await signedIn(username);
    await page.goto(`${appUrl}/claim?target=mystery-card`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('img', { name: `Mystery card of ${username}` }).waitFor();
    await screenshots(page, 'recommend-card');
    await panel.getByRole('button', { name: 'Claim' }).click();
    const confirm = page.getByRole('dialog', { name: 'Claim your mystery card?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const done = page.getByRole('dialog', { name: 'MYSTERY CARD' });
    await done.getByText('You have claimed your mystery card successfully!').waitFor();
    await done.getByRole('button', { name: 'Ok' }).click();

    const claimed = panel.getByRole('button', { name: 'Claimed' });
    expect(await claimed.isDisabled()).toBe(true);
    const image = panel.getByRole('img', { name: 'Your claimed mystery card' });
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshots(page, 'recommend-card-claimed');
    // After a reload too.
    await page.reload();
    await panel.getByRole('button', { name: 'Claimed' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Claimed' }).isDisabled()).toBe(true);

    const session = await apiLogin(appUrl, username);
    const again = await fetch(`${appUrl}/api/v1/nft/upload-mystery-card`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        image: `data:image/png;base64,${(await pngWithMetadata(71, 64)).toString('base64')}`,
      }),
    });
    expect(again.status).toBe(409);
    await page.context().close();
  });

  it('asks for verified socials first, with a link to verify', { timeout: SCENARIO_MS }, async () => {
    // bob's discord and twitter are not verified in the seed.
    const page = await signedIn('bob');
    await page.goto(`${appUrl}/claim?target=mystery-card`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Claim' }).click();
    const alert = panel.getByRole('alert');
    await alert.getByText('Please verify all your social accounts before continuing!').waitFor();
    await screenshots(page, 'recommend-card-unverified');
    await alert.getByRole('link', { name: 'Verify now!' }).click();
    await page.waitForURL(/\/profile$/);
    await page.context().close();
  });
});
