import { type CollectionPage, type Nft, nftTitle, routes } from '@vrmarket/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPagePerTest } from '../src/browser.ts';
import { appTookOver } from '../src/pageErrors.ts';

const appUrl = inject('appUrl');
/** What `curl` sends, and what many link unfurlers send: no preference for HTML. */
const CURL = { accept: '*/*', 'user-agent': 'curl/8.5.0' };

/** The content of `<meta property|name="key" content="…">`. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Width and height of a baseline or progressive JPEG, from its frame header. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Waits for a condition as long as a loaded machine may need. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));

let withPicture: Nft;
let collectionId: number;
let page: Page;

freshPagePerTest((fresh) => {
  page = fresh.page;
});

beforeAll(async () => {
  const list = (await (await fetch(`${appUrl}/api/v1/nft?limit=50`)).json()) as { results: Nft[] };
  const found = list.results.find((nft) => !!(nft.metadata.image || nft.components.model3dThumbnails));
  if (!found) throw new Error('the demo catalogue has no NFT with a picture');
  withPicture = found;
  const collections = (await (await fetch(`${appUrl}/api/v1/collections?limit=1`)).json()) as CollectionPage;
  if (!collections.results[0]) throw new Error('the demo has no collection');
  collectionId = collections.results[0].id;
});

describe('a shared link, as a link unfurler sees it', () => {
  it("answers /detail/{id} with the page, the NFT's title and a picture that is an image", async () => {
    const response = await fetch(appUrl + routes.detail(withPicture.id), { headers: CURL });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const title = nftTitle(withPicture);
    expect(decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${title} · vrmarket`);
    expect(decodeEntities(meta(html, 'og:title') ?? '')).toBe(title);
    expect(meta(html, 'og:description')).toMatch(/^Price: /);

    const image = meta(html, 'og:image');
    expect(image).toMatch(/\/card\.jpg$/);
    const picture = await fetch(decodeEntities(image!), { headers: CURL });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(new Uint8Array(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('sends a link to an NFT that does not exist to the not-found page, which a crawler sees is not a page', async () => {
    const missing = await fetch(appUrl + routes.detail('99999999'), { headers: CURL, redirect: 'manual' });
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe(routes.notFound());
    const notFound = await fetch(appUrl + routes.notFound(), { headers: CURL });
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('PAGE NOT FOUND!');
  });

  it('lists public NFTs and collections in the sitemap, found from robots.txt', async () => {
    const robots = await (await fetch(`${appUrl}/robots.txt`, { headers: CURL })).text();
    const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemap).toBe(`${appUrl}/sitemap.xml`);
    const index = await fetch(sitemap!, { headers: CURL });
    expect(index.headers.get('content-type')).toContain('application/xml');
    const pages: string[] = [];
    for (const file of locs(await index.text())) {
      pages.push(...locs(await (await fetch(file, { headers: CURL })).text()));
    }
    expect(pages).toContain(appUrl + routes.detail(withPicture.id));
    expect(pages).toContain(appUrl + routes.collectionExplore(String(collectionId)));
    expect(pages).toContain(appUrl + routes.dashboard());
  });
});

describe('the first screen of a public page', () => {
  it("comes rendered in the HTML: the NFT's detail with the answers it was rendered from", async () => {
    const response = await fetch(appUrl + routes.detail(withPicture.id), {
      headers: { accept: 'text/html' },
    });
    const html = await response.text();
    expect(html).toMatch(/<html [^>]*data-ssr="light en \d+ grid"/);
    const root = decodeEntities(html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"')));
    expect(root).toContain(nftTitle(withPicture));
    expect(html.match(/<title[\s>]/g)).toHaveLength(1);
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain(`"id":${JSON.stringify(withPicture.id)}`);
  });

  it('comes rendered for collection pages and explores too', async () => {
    for (const path of [routes.collectionExplore(String(collectionId)), '/explores?topic=trending-nfts']) {
      const html = await (await fetch(appUrl + path, { headers: { accept: 'text/html' } })).text();
      expect({ path, rendered: /<html [^>]*data-ssr=/.test(html) }).toEqual({ path, rendered: true });
    }
  });
});

describe('the same page in a browser', () => {
  it("shows the NFT's title in the tab, and the site's again once the visitor has moved on", async () => {
    await page.goto(appUrl + routes.detail(withPicture.id));
    await poll(() => page.title()).toBe(`${nftTitle(withPicture)} · vrmarket`);
    // The app's own navigation (a click before it has hydrated loads / from the server).
    await appTookOver(page);
    await page.getByRole('link', { name: 'vrmarket home' }).first().click();
    await poll(() => new URL(page.url()).pathname).toBe(routes.home());
    await poll(() => page.title()).toBe('vrmarket — NFT Marketplace for Metaverse Assets');
  });
});
