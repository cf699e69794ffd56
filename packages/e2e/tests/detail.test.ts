import { type Nft, PurchaseStatus, referralLink, routes } from '@vrmarket/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPagePerTest } from '../src/browser.ts';
import { claimFirst } from '../src/claims.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, type Session, signInContext } from '../src/session.ts';

const appUrl = inject('appUrl');
/** alice's linked wallet in the demo seed (from her profile). */
let ALICE: string;

let context: BrowserContext;
let page: Page;
let catalogue: Nft[];
let alice: Session;

/** The demo catalogue as the api lists it, to pick items by what they are rather than by id. */
async function loadCatalogue(): Promise<Nft[]> {
  const all: Nft[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const response = await fetch(`${appUrl}/api/v1/nft?limit=100&page=${pageNumber}`);
    const body = (await response.json()) as { results: Nft[]; total: number };
    all.push(...body.results);
    if (body.results.length < 100) return all;
  }
}

function pick(description: string, test: (nft: Nft) => boolean): Nft {
  const nft = catalogue.find(test);
  if (!nft) throw new Error(`the demo catalogue has no ${description}`);
  return nft;
}

beforeAll(async () => {
  catalogue = await loadCatalogue();
  alice = await apiLogin(appUrl, 'alice');
  ALICE = alice.user.publicKey.toLowerCase();
});
freshPagePerTest((fresh) => {
  ({ context, page } = fresh);
});

const stage = () => page.getByTestId('nft-stage');
/** The detail card titled `title`. */
const card = (title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** SHOTS: the whole screen, once the sections that load when scrolled near are there. */
async function shootWholePage(name: string): Promise<void> {
  if (!shotsFolder) return;
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId('more-items').waitFor();
  await screenshots(page, name);
}
/** Mystery cards and stores have a stage style of their own. */
const ownLook = (nft: Nft) => ['MysteryCard', 'vrStores'].includes(nft.category[0]?.categoryName ?? '');

describe('the detail screen shows what the NFT is', () => {
  it('draws a 3D NFT off the page’s main thread (pixels, not just the element) and turns it when dragged', async () => {
    await drawsAndTurns3D();
    // The canvas was handed to the viewer's worker: the page itself can no longer draw on it.
    const drawnBy = await stage()
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        try {
          canvas.getContext('webgl2');
          return 'page';
        } catch {
          return 'worker';
        }
      });
    expect(drawnBy).toBe('worker');
    await shootWholePage('detail-3d');
  });

  it('draws and turns the model on the page where a canvas cannot be handed to a worker', async () => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    });
    await drawsAndTurns3D();
  });

  it('previews the model with its parts and exports it as binary glTF', async () => {
    const model = pick(
      '3D item with parts',
      (nft) => !!nft.glbUrl && !ownLook(nft) && !!nft.components.parts?.length,
    );
    const part = model.components.parts!.find((entry) => entry.meshName)!.meshName!;
    await page.goto(appUrl + routes.detail(model.id));
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview Model 3D' });
    await dialog.locator('[data-viewer-state="rendered"]').waitFor({ timeout: 45_000 });

    const toggle = dialog.getByRole('button', { name: part, exact: true });
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export GLB' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const glb = Buffer.concat(chunks);
    expect(download.suggestedFilename()).toMatch(/\.glb$/);
    expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(glb.readUInt32LE(8)).toBe(glb.length);
  });

  it('shows the image of an image NFT', async () => {
    const image = pick(
      'image item',
      (nft) =>
        !nft.glbUrl &&
        nft.components.mediaType === 'image/png' &&
        !nft.components.vrLandData &&
        !ownLook(nft),
    );
    await page.goto(appUrl + routes.detail(image.id));
    const picture = stage().locator('img');
    await expect(picture.getAttribute('src')).resolves.toBe(image.components.mediaUrl);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="nft-stage"] img') as HTMLImageElement | null)?.naturalWidth,
    );
    await shootWholePage('detail-image');
  });

  it('plays the video of a video NFT', async () => {
    const video = pick('video item', (nft) => !!nft.components.mediaType?.startsWith('video/'));
    await page.goto(appUrl + routes.detail(video.id));
    await expect(stage().locator('video').getAttribute('src')).resolves.toBe(video.components.mediaUrl);
    const size = await page.waitForFunction(() => {
      const element = document.querySelector('[data-testid="nft-stage"] video') as HTMLVideoElement | null;
      return element && element.readyState >= 2
        ? { width: element.videoWidth, height: element.videoHeight }
        : null;
    });
    expect((await size.jsonValue())?.width).toBeGreaterThan(0);
  });

  it('frames the map of a land NFT', async () => {
    const land = pick('land item', (nft) => !!nft.components.vrLandData?.id);
    await page.goto(appUrl + routes.detail(land.id));
    await page.getByRole('heading', { name: 'Land on Map' }).waitFor();
    // The frame (and the map page's requests) come when the card is scrolled near.
    await page.getByRole('heading', { name: 'Land on Map' }).scrollIntoViewIfNeeded();
    const frame = page.locator('iframe[title^="Map of"]');
    await expect(frame.getAttribute('src')).resolves.toBe(
      `/map-land-planning/${land.components.vrLandData!.id}/show-map`,
    );
    const map = page.frameLocator('iframe[title^="Map of"]');
    await map.locator('svg').waitFor();
    await expect(map.getByText(land.components.customTitle!).first().isVisible()).resolves.toBe(true);
    await expect(frame.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(400);
  });

  it('lists the Data card’s links and arrays', async () => {
    const item = pick('item with a link and a list in its properties', (nft) => {
      const properties = nft.components.properties ?? '{}';
      return properties.includes('https://') && properties.includes('[');
    });
    const properties = JSON.parse(item.components.properties!) as Record<string, unknown>;
    const [linkKey, link] = Object.entries(properties).find(([, value]) =>
      String(value).startsWith('https://'),
    )!;
    const [, list] = Object.entries(properties).find(([, value]) => Array.isArray(value)) as [
      string,
      string[],
    ];
    await page.goto(appUrl + routes.detail(item.id));
    const data = page.getByTestId('nft-data');
    await expect(data.getByRole('link', { name: String(link) }).getAttribute('href')).resolves.toBe(link);
    await expect(data.getByText(linkKey, { exact: true }).isVisible()).resolves.toBe(true);
    for (const value of list)
      await expect(data.getByRole('listitem').filter({ hasText: value }).count()).resolves.toBe(1);
  });
});

describe('the cards and buttons around the NFT', () => {
  it('an unminted NFT’s Sale history and Price History say nothing happened yet', async () => {
    const unminted = pick('unminted item', (nft) => !nft.onchain && nft.isVerified === true && !ownLook(nft));
    await page.goto(appUrl + routes.detail(unminted.id));
    const sales = card('Sale history');
    await sales.scrollIntoViewIfNeeded();
    await sales.getByText('Something interesting is coming!').waitFor();
    const prices = card('Price History');
    await prices.scrollIntoViewIfNeeded();
    await prices.getByText('No sales or listings yet.').waitFor();
    await screenshots(page, 'detail-unminted-history', { focus: sales });
  });

  it('Refresh Metadata re-reads the chain and says so', async () => {
    const minted = pick('minted item', (nft) => nft.onchain && nft.seller !== ALICE && !ownLook(nft));
    await page.goto(appUrl + routes.detail(minted.id));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/nft/${minted.id}/refresh-metadata`)),
      page.getByRole('button', { name: 'Refresh Metadata' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.getByText('Metadata refreshed from the chain.').waitFor();
    expect(((await answer.json()) as Nft).ownerAddress).toBe(minted.ownerAddress);
  });

  it('the Media card holds the QR code of the NFT’s link; Show resource url opens its address', async () => {
    const model = pick('3D item', (nft) => !!nft.glbUrl && !ownLook(nft));
    await page.goto(appUrl + routes.detail(model.id));
    const media = card('Media');
    await media.scrollIntoViewIfNeeded();
    const qr = media
      .locator('svg')
      .filter({ has: page.locator('title', { hasText: 'QR code of this NFT’s link' }) });
    await qr.waitFor();
    await expect(qr.getAttribute('height')).resolves.toBe('100');
    await screenshots(page, 'detail-media', { focus: media });

    await page.getByRole('button', { name: 'Show resource url' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resource URL' });
    const link = dialog.getByRole('link');
    await link.waitFor();
    const source = (await (await fetch(`${appUrl}/api/v1/nft/${model.id}/source`)).json()) as {
      data: { resourceUrl: string };
    };
    await expect(link.getAttribute('href')).resolves.toBe(new URL(source.data.resourceUrl, appUrl).href);
    await screenshots(page, 'detail-resource-url', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('navigation rules', () => {
  it('sends an unknown id to PAGE NOT FOUND!', async () => {
    await page.goto(appUrl + routes.detail('987654321'));
    await page.getByText('PAGE NOT FOUND!').waitFor();
    expect(new URL(page.url()).pathname).toBe(routes.notFound());
  });

  it('sends the owner to the inventory detail with the owner actions', async () => {
    // Claimed, so no file running beside this one buys or withdraws it meanwhile.
    const listed = claimFirst(
      catalogue.filter(
        (nft) =>
          nft.seller === ALICE && nft.purchasesStatus === PurchaseStatus.SELLING && nft.currency === 'VRA',
      ),
    );
    if (!listed) throw new Error('the demo catalogue has no item alice lists in VRA');
    await signInContext(context, alice);
    await page.goto(appUrl + routes.detail(listed.id));
    await page.waitForURL((url) => url.pathname === routes.inventoryDetail(listed.id));
    const actions = page.getByTestId('owner-actions');
    await actions.getByRole('button', { name: 'Change Price' }).waitFor();
    await expect(actions.getByRole('button', { name: 'Cancel' }).isEnabled()).resolves.toBe(true);

    // The wallet pre-check comes first: no wallet is connected, so the connect dialog opens.
    await actions.getByRole('button', { name: 'Change Price' }).click();
    await page.getByRole('dialog').getByText('Connect wallet').first().waitFor();
  });

  it('keeps visitors off the owner variant of somebody else’s NFT', async () => {
    const other = pick('item of someone else', (nft) => nft.seller !== ALICE && nft.onchain);
    await signInContext(context, alice);
    await page.goto(appUrl + routes.inventoryDetail(other.id));
    await page.waitForURL((url) => url.pathname === routes.detail(other.id));
    await expect(page.getByTestId('owner-actions').count()).resolves.toBe(0);
  });
});

describe('sharing and liking', () => {
  it('copies host + /detail/{id} to the clipboard', async () => {
    const item = pick('item without a model', (nft) => !nft.glbUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    await page.goto(appUrl + routes.dashboardDetail(item.id));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied link to clipboard').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      appUrl + routes.detail(item.id),
    );
  });

  it('gives a signed-in sharer of an unminted offer (lab flag active) a link with their username as refCode', async () => {
    const offer = pick('unminted offer of someone else', (nft) => nft.labActive && nft.seller !== ALICE);
    const item = pick('minted item of someone else', (nft) => !nft.labActive && nft.seller !== ALICE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    await signInContext(context, alice);
    const copied = async (id: string) => {
      await page.goto(appUrl + routes.detail(id));
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Copied link to clipboard').first().waitFor();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    await expect(copied(offer.id)).resolves.toBe(referralLink(appUrl + routes.detail(offer.id), 'alice'));
    await expect(copied(item.id)).resolves.toBe(appUrl + routes.detail(item.id));
  });

  it('hides the heart from visitors', async () => {
    const item = catalogue[1]!;
    await page.goto(appUrl + routes.detail(item.id));
    await page.getByRole('button', { name: 'Refresh Metadata' }).waitFor();
    await expect(page.getByRole('button', { name: /^(Like|Unlike), \d+$/ }).count()).resolves.toBe(0);
  });

  it('likes and unlikes for a signed-in user, and the like is kept', async () => {
    const item = pick('item of someone else', (nft) => nft.seller !== ALICE && !nft.glbUrl);
    await signInContext(context, alice);
    await page.goto(appUrl + routes.detail(item.id));
    // The name holds the visible count: 'Like, 3'.
    const like = page.getByRole('button', { name: /^Like, \d+$/ });
    await like.waitFor();
    const before = Number(await like.textContent());
    await like.click();
    const unlike = page.getByRole('button', { name: /^Unlike, \d+$/ });
    await unlike.waitFor();
    await expect(unlike.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForFunction(() => !document.querySelector('button[aria-label^="Unlike"][disabled]'));
    expect(Number(await unlike.textContent())).toBe(before + 1);
    await expect(unlike.getAttribute('aria-label')).resolves.toBe(`Unlike, ${before + 1}`);

    await page.reload();
    await page.getByRole('button', { name: /^Unlike, \d+$/ }).click();
    await page.getByRole('button', { name: `Like, ${before}`, exact: true }).waitFor();
  });
});

/**
 * Opens a 3D NFT's viewer: the model covers a real part of the stage in many colours, and a drag
 * across it turns it (the drawn pixels change).
 */
async function drawsAndTurns3D(): Promise<void> {
  const model = pick('3D item', (nft) => !!nft.glbUrl && nft.seller !== ALICE && !ownLook(nft));
  await page.goto(appUrl + routes.detail(model.id));
  // The picture first; the viewer starts when asked (its start would block a phone's input).
  const view = stage().getByRole('button', { name: 'View in 3D' });
  await expect.poll(() => view.isEnabled(), { timeout: 30_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(stage().locator('canvas').count()).resolves.toBe(0);
  await view.click();
  await page.locator('[data-viewer-state="rendered"]').waitFor({ timeout: 45_000 });
  const canvas = stage().locator('canvas');
  await expect(canvas.count()).resolves.toBe(1);
  // The model's picture, shown until the model is drawn, is gone.
  await expect(stage().locator('img').count()).resolves.toBe(0);

  const withModel = await stage().screenshot();
  await canvas.evaluate((element) => {
    element.style.visibility = 'hidden';
  });
  const backdrop = await stage().screenshot();
  const pixels = await comparePixels(page, withModel, backdrop);
  // The model covers a real part of the stage, in many colours (lit and textured faces).
  expect(pixels.changedShare).toBeGreaterThan(0.05);
  expect(pixels.changedColours).toBeGreaterThan(20);
  await canvas.evaluate((element) => {
    element.style.visibility = 'visible';
  });

  const before = await canvas.screenshot();
  const box = (await canvas.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width / 4, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await canvas.screenshot()).equals(before), { timeout: 10_000 }).toBe(false);
}

/**
 * Decodes two PNG screenshots of the same element in the page (no image library needed in Node):
 * the share of pixels that differ clearly, and how many colours those pixels have.
 */
async function comparePixels(target: Page, shot: Buffer, reference: Buffer) {
  return target.evaluate(
    async ([first, second]) => {
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [a, b] = [await decode(first), await decode(second)];
      let changed = 0;
      const colours = new Set<number>();
      for (let i = 0; i < a.length; i += 4) {
        const distance =
          Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
        if (distance <= 48) continue;
        changed++;
        colours.add(((a[i]! >> 3) << 10) | ((a[i + 1]! >> 3) << 5) | (a[i + 2]! >> 3));
      }
      return { changedShare: changed / (a.length / 4), changedColours: colours.size };
    },
    [shot.toString('base64'), reference.toString('base64')] as const,
  );
}
