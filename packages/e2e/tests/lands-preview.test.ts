import { type Category, type HomeClaimState, type Land, type Nft, routes } from '@vrmarket/domain';
import { pngWithMetadata } from '@vrmarket/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { type Session, signIn } from '../src/session.ts';
import { viewStageModel } from '../src/viewer.ts';

const appUrl = inject('appUrl');
/** Screenshots at four sizes take a while: a scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 120_000;

let browser: Browser;

async function signedIn(
  username: string,
): Promise<{ context: BrowserContext; page: Page; session: Session }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const session = await signIn(page, appUrl, username);
  return { context, page, session };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the vrLand 3D preview', () => {
  it(
    'a texture is uploaded onto the parcel, kept with the created land, and the recommend-to-buy notice goes out',
    async () => {
      const { context, page, session } = await signedIn('admin');
      // A free recommended land outside Da Nang (lands.test.ts creates one of Da Nang's).
      const lands = (
        (await (await fetch(`${appUrl}/api/v1/lands?type=recommend_to_buy`)).json()) as { data: Land[] }
      ).data;
      const land = lands.find((item) => item.nftId === null && item.cityName !== 'Da Nang')!;
      expect(land).toBeDefined();
      const categories = (await (await fetch(`${appUrl}/api/v1/categories`)).json()) as Category[];
      const landsCategory = categories.find((c) => c.name === 'vrLands' && c.parentCategoryId === null)!;
      await page.goto(appUrl + routes.category(String(landsCategory.id)));
      // The whole registry scrolls in its 340 px box (only the rows in view are drawn): the last
      // plot of the default order (updated_at descending) comes into view.
      const registry = (
        (await (await fetch(`${appUrl}/api/v1/lands?sort_column=updated_at&sort_direction=DESC`)).json()) as {
          data: Land[];
        }
      ).data;
      expect(registry.length).toBeGreaterThan(30);
      const table = page.getByRole('table', { name: 'Find a vrLand' });
      const last = registry.at(-1)!;
      await table.getByRole('row').filter({ hasText: registry[0]!.landName }).first().waitFor();
      await table.evaluate((element) => element.parentElement!.scrollTo(0, element.scrollHeight));
      await table.getByRole('row').filter({ hasText: last.landName }).first().waitFor();
      await page.getByRole('search').getByRole('textbox', { name: 'Name' }).fill(land.landName);
      await page.getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('row').filter({ hasText: land.landName });
      await row.first().click();

      const preview = page.locator('[data-preview-state="rendered"]');
      await preview.waitFor({ timeout: 45_000 });
      const canvas = preview.locator('canvas');
      const lawn = await canvas.screenshot();
      // R-CREATE-18: a recommend-to-buy land is not shown on the marketplace by default.
      expect(await page.getByRole('checkbox', { name: 'Show on marketplace' }).isChecked()).toBe(false);

      const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/uploads');
      await page
        .getByTestId('land-texture-input')
        .setInputFiles({ name: 'tiles.png', mimeType: 'image/png', buffer: await pngWithMetadata(68, 64) });
      const textureUrl = ((await (await uploaded).json()) as { url: string }).url;
      await expect
        .poll(async () => (await canvas.screenshot()).equals(lawn), { timeout: 15_000 })
        .toBe(false);
      await page.getByRole('button', { name: 'Remove texture' }).waitFor();
      await screenshots(page, 'lands-preview');

      const title = `Textured ${Date.now() % 100_000}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/mp/add-nft'), {
        timeout: 60_000,
      });
      const notified = page.waitForResponse((r) => r.url().endsWith('/api/v1/lands/recommend-to-buy'), {
        timeout: 60_000,
      });
      await page.getByRole('button', { name: 'Done' }).click();
      await page
        .getByRole('dialog', { name: 'Do you want to create this model?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      const answer = await created;
      expect(answer.status()).toBe(200);
      const id = ((await answer.json()) as { data: { nft: { id: string } } }).data.nft.id;
      const notice = await notified;
      expect(notice.status()).toBe(200);
      expect(notice.request().postDataJSON()).toMatchObject({
        url_market: `${appUrl}${routes.detail(id)}`,
        emails: [land.email],
        recommend_to_buy_id: land.recommendToBuyId,
      });

      // The success notice links to the detail.
      const link = page.getByRole('link', { name: 'View it on the marketplace' });
      await link.click();
      await page.getByRole('heading', { name: title }).first().waitFor();
      const detail = (await (
        await fetch(`${appUrl}/api/v1/nft/${id}`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
        })
      ).json()) as Nft;
      expect(detail.components.landTexture).toBe(textureUrl);
      expect(detail.components.landId).toBe(String(land.id));
      await context.close();
    },
    SCENARIO_MS,
  );
});

describe("the free vrHome's colour", () => {
  it("shows on the claimed home's detail: a Color row and the recoloured model", {
    timeout: SCENARIO_MS,
  }, async () => {
    // The admin owns a vrLand (the scenario above made one). homes.test.ts picks its claimers among
    // the pro users first (the seed's lands are dealt the same way every run), never the admin.
    const { context, page, session } = await signedIn('admin');
    const auth = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
    const state = (await (
      await fetch(`${appUrl}/api/v1/claim-home/is-claimed`, { headers: auth })
    ).json()) as HomeClaimState;
    expect(state.hasLand).toBe(true);
    const color = `#${(Date.now() % 0xffffff).toString(16).padStart(6, '0')}`;
    const claim = await fetch(`${appUrl}/api/v1/claim-home`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ color, title: 'Colour Home' }),
    });
    expect(claim.status).toBe(200);
    const id = ((await claim.json()) as { data: { nft: { id: string } } }).data.nft.id;

    await page.goto(appUrl + routes.detail(id));
    const data = page.getByTestId('nft-data');
    await data.getByText('Color').waitFor();
    await data.getByText(color).waitFor();
    await viewStageModel(page);
    await screenshots(page, 'homes-detail-color');
    await context.close();
  });
});

describe('the free vrHome without a land', () => {
  it("a wallet user who owns no vrLand is told the spec's HAVE_NO_LAND text", {
    timeout: SCENARIO_MS,
  }, async () => {
    const { context, page, session } = await signedIn('landless');
    const state = (await (
      await fetch(`${appUrl}/api/v1/claim-home/is-claimed`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    ).json()) as HomeClaimState;
    expect(state).toMatchObject({ hasLand: false, isClaimed: false });
    await page.goto(appUrl + routes.claimVrHomes());
    await page.getByText("You don't own any vrLand. Please buy one and try again later!").waitFor();
    await screenshots(page, 'homes-no-land');
    // The api refuses the claim the same way.
    const claim = await fetch(`${appUrl}/api/v1/claim-home`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ color: '#123456' }),
    });
    expect(claim.status).toBe(403);
    expect(((await claim.json()) as { code: string }).code).toBe('HAVE_NO_LAND');
    await context.close();
  });
});
