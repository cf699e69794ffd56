import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PurchaseStatus } from '@vrmarket/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { categories, collectionStats, collections, media, nfts } from '../../db/schema/index.ts';

const PUBLIC = 'https://market.example';
const ANY = { accept: '*/*' };
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n' +
  '<meta name="description" content="the template description" />\n' +
  '<title>vrmarket — NFT Marketplace for Metaverse Assets</title>\n' +
  '<script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>';
const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The content of a head element: `<meta property="og:title" content="…">` → its content. */
function tag(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}
const titleOf = (html: string) => [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('link previews', () => {
  let test: TestApp;
  let dataDir: string;
  let dist: string;
  let pictureKey: string;
  let coverKey: string;
  const ids = { chair: 0, hidden: 0, tricky: 0, external: 0, collection: 0 };

  const get = (url: string, headers: Record<string, string> = ANY) =>
    test.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-preview-data-'));
    dist = await mkdtemp(path.join(tmpdir(), 'vrmarket-preview-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    test = await createTestApp({ DATA_DIR: dataDir, WEB_DIST: dist, PUBLIC_URL: PUBLIC });
    const { db, storage } = test.components;

    // A tall picture (the card keeps all of it) and a wide cover.
    const noise = (w: number, h: number) =>
      sharp(Buffer.from(Array.from({ length: w * h * 3 }, (_, i) => (i * 7919) % 251)), {
        raw: { width: w, height: h, channels: 3 },
      });
    const picture = await noise(40, 60).resize(400, 600, { kernel: 'nearest' }).png().toBuffer();
    const cover = await noise(80, 20).resize(1600, 400, { kernel: 'nearest' }).jpeg().toBuffer();
    pictureKey = `${hashOf(picture)}.png`;
    coverKey = `${hashOf(cover)}.jpg`;
    await storage.write(pictureKey, picture);
    await storage.write(coverKey, cover);
    await db.insert(media).values([
      { hash: hashOf(picture), mime: 'image/png', size: picture.length, path: pictureKey },
      { hash: hashOf(cover), mime: 'image/jpeg', size: cover.length, path: coverKey },
    ]);

    await db.insert(categories).values({ id: 54, name: 'vr3DNFTs', title: '3D NFTs' });
    const [collection] = await db
      .insert(collections)
      .values({
        collectionName: 'Chairs & "Stools" <b>',
        description: 'Seats for every room.',
        cover: `/api/media/${coverKey}`,
      })
      .returning();
    ids.collection = collection!.id;
    await db.insert(collectionStats).values({ collectionId: collection!.id, floors: { USDT: '12.5' } });
    const base = {
      categoryId: 54,
      mintingPrice: '5',
      currency: 'USDT',
      purchaseStatus: PurchaseStatus.SELLING,
      collectionId: collection!.id,
    };
    const rows = await db
      .insert(nfts)
      .values([
        {
          ...base,
          title: 'Retro Chair',
          currentPrice: '42.5',
          components: {
            customTitle: 'Retro Chair',
            model3dThumbnails: `/api/media/${pictureKey}`,
            model3dDescription: 'A chair from the seventies.',
          },
        },
        {
          ...base,
          title: 'Secret Sofa',
          isShow: false,
          components: { customTitle: 'Secret Sofa', model3dThumbnails: `/api/media/${pictureKey}` },
        },
        {
          ...base,
          title: 'tricky',
          components: {
            customTitle: '</title><script>alert("x")</script> & \'co\'',
            model3dDescription: '"><img src=x onerror=alert(1)>',
          },
        },
        {
          ...base,
          title: 'Far Lamp',
          metadata: { image: 'https://cdn.example.org/lamp.png' },
          components: { customTitle: 'Far Lamp' },
        },
      ])
      .returning();
    [ids.chair, ids.hidden, ids.tricky, ids.external] = rows.map((row) => row.id) as [
      number,
      number,
      number,
      number,
    ];
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  });

  describe('pages', () => {
    it('answers a screen of the route table with HTML whatever the Accept header', async () => {
      for (const headers of [ANY, {}, { accept: 'application/json' }]) {
        const response = await get(`/detail/${ids.chair}`, headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<div id="root"></div>');
      }
      const head = await test.app.inject({
        method: 'HEAD',
        url: '/explores?topic=trending-nfts',
        headers: ANY,
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it("gives an NFT's page its title, price, canonical URL and card picture", async () => {
      const html = (await get(`/detail/${ids.chair}`)).body;
      expect(titleOf(html)).toEqual(['Retro Chair · vrmarket']);
      // What the web app shows until a screen sets its own title.
      expect(html).toContain('<title data-site="vrmarket — NFT Marketplace for Metaverse Assets">');
      expect(html).not.toContain('the template description');
      expect(tag(html, 'property', 'og:title')).toBe('Retro Chair');
      expect(tag(html, 'name', 'description')).toBe('Price: 42.5 USDT. A chair from the seventies.');
      expect(tag(html, 'property', 'og:description')).toBe('Price: 42.5 USDT. A chair from the seventies.');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/detail/${ids.chair}">`);
      expect(tag(html, 'property', 'og:url')).toBe(`${PUBLIC}/detail/${ids.chair}`);
      expect(tag(html, 'property', 'og:image')).toBe(`${PUBLIC}/api/media/${pictureKey}/card.jpg`);
      expect(tag(html, 'property', 'og:image:width')).toBe('1200');
      expect(tag(html, 'property', 'og:image:height')).toBe('630');
      expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(tag(html, 'name', 'twitter:image')).toBe(`${PUBLIC}/api/media/${pictureKey}/card.jpg`);
      expect(tag(html, 'name', 'twitter:label1')).toBe('Price');
      expect(tag(html, 'name', 'twitter:data1')).toBe('42.5 USDT');
      expect(tag(html, 'name', 'robots')).toBeUndefined();
    });

    it('names the marketplace detail page after the public one, and speaks Vietnamese to a Vietnamese visitor', async () => {
      const html = (await get(`/dashboard/detail/${ids.chair}`, { ...ANY, cookie: 'ui=dark.vi.1280' })).body;
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/detail/${ids.chair}">`);
      expect(tag(html, 'name', 'description')).toBe('Giá: 42.5 USDT. A chair from the seventies.');
      expect(tag(html, 'property', 'og:locale')).toBe('vi_VN');
    });

    it('escapes what users wrote', async () => {
      const html = (await get(`/detail/${ids.tricky}`)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(titleOf(html)).toEqual([
        '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; · vrmarket',
      ]);
      expect(tag(html, 'property', 'og:description')).toBe(
        'Price: 5 USDT. &quot;&gt;&lt;img src=x onerror=alert(1)&gt;',
      );
      // No picture: a small card, no image tags.
      expect(tag(html, 'name', 'twitter:card')).toBe('summary');
      expect(html).not.toContain('og:image');
    });

    it('passes a picture of elsewhere through as it is', async () => {
      const html = (await get(`/detail/${ids.external}`)).body;
      expect(tag(html, 'property', 'og:image')).toBe('https://cdn.example.org/lamp.png');
      expect(tag(html, 'property', 'og:image:width')).toBeUndefined();
    });

    it('gives a hidden NFT away to no one: the generic detail head, not indexed', async () => {
      for (const id of [ids.hidden, 999_999]) {
        const response = await get(`/detail/${id}`);
        expect(response.statusCode).toBe(200);
        expect(titleOf(response.body)).toEqual(['Item detail · vrmarket']);
        expect(response.body).not.toContain('Secret Sofa');
        expect(response.body).not.toContain('og:image');
        expect(tag(response.body, 'name', 'robots')).toBe('noindex');
      }
    });

    it("gives a collection's pages its name, floor, item count and cover card", async () => {
      for (const url of [
        `/collection-explore?collectionId=${ids.collection}`,
        `/collections/detail?collectionId=${ids.collection}`,
      ]) {
        const html = (await get(url)).body;
        expect(titleOf(html), url).toEqual(['Chairs &amp; &quot;Stools&quot; &lt;b&gt; · vrmarket']);
        expect(tag(html, 'property', 'og:title')).toBe('Chairs &amp; &quot;Stools&quot; &lt;b&gt;');
        // Three visible items: the hidden one is not counted.
        expect(tag(html, 'name', 'description')).toBe('Floor: 12.5 USDT · Items: 3. Seats for every room.');
        expect(tag(html, 'property', 'og:image')).toBe(`${PUBLIC}/api/media/${coverKey}/card.jpg`);
        expect(html).toContain(
          `<link rel="canonical" href="${PUBLIC}/collection-explore?collectionId=${ids.collection}">`,
        );
      }
    });

    it('gives other screens their title; pages behind a login and the not-found page are not indexed', async () => {
      const home = (await get('/')).body;
      expect(titleOf(home)).toEqual(['vrmarket — NFT Marketplace for Metaverse Assets']);
      expect(tag(home, 'property', 'og:url')).toBe(`${PUBLIC}/`);
      const explore = (await get('/explores?topic=top-collection&search=x')).body;
      expect(titleOf(explore)).toEqual(['Explore · vrmarket']);
      expect(explore).toContain(`<link rel="canonical" href="${PUBLIC}/explores?topic=top-collection">`);
      expect(tag(explore, 'name', 'robots')).toBeUndefined();
      const inventory = (await get('/inventory')).body;
      expect(titleOf(inventory)).toEqual(['Inventory · vrmarket']);
      expect(tag(inventory, 'name', 'robots')).toBe('noindex');
      expect(tag((await get('/not-found')).body, 'name', 'robots')).toBe('noindex');
    });

    it('answers a path that is no screen with 404: the app for a browser (it shows the not-found screen), else the envelope; a missing file too', async () => {
      const bot = await get('/no/such/page');
      expect(bot.statusCode).toBe(404);
      expect(bot.json()).toMatchObject({ code: 'NOT_FOUND' });
      const browser = await get('/no/such/page', { accept: 'text/html' });
      expect(browser.statusCode).toBe(404);
      expect(browser.headers['content-type']).toContain('text/html');
      expect(tag(browser.body, 'name', 'robots')).toBe('noindex');
      for (const url of ['/assets/missing-1.js', '/missing.png']) {
        const response = await get(url, { accept: 'text/html' });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await get('/api/v1/nope')).statusCode).toBe(404);
    });
  });

  describe('card images', () => {
    it('answers a 1200 × 630 JPEG of the picture, made once and then read back', async () => {
      const first = await get(`/api/media/${pictureKey}/card.jpg`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/jpeg');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(first.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      const again = await get(`/api/media/${pictureKey}/card.jpg`);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const cached = await get(`/api/media/${pictureKey}/card.jpg`, {
        'if-none-match': String(first.headers.etag),
      });
      expect(cached.statusCode).toBe(304);
    });

    it('answers 404 for a key that is no stored picture', async () => {
      expect((await get(`/api/media/${'b'.repeat(64)}.png/card.jpg`)).statusCode).toBe(404);
      expect((await get('/api/media/nonsense/card.jpg')).statusCode).toBe(404);
    });
  });

  describe('robots.txt and sitemaps', () => {
    it('serves robots.txt pointing at the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('Disallow: /api/\nAllow: /api/media/');
      expect(response.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    });

    it('indexes the sitemap pages, which list the public pages, public NFTs and collections', async () => {
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(files).toEqual([
        `${PUBLIC}/sitemaps/static.xml`,
        `${PUBLIC}/sitemaps/nfts-1.xml`,
        `${PUBLIC}/sitemaps/collections-1.xml`,
      ]);
      const pages = async (file: string) => {
        const response = await get(file.slice(PUBLIC.length));
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      };
      expect(await pages(files[0]!)).toEqual([
        `${PUBLIC}/`,
        `${PUBLIC}/dashboard`,
        `${PUBLIC}/explores?topic=recent-listed`,
        `${PUBLIC}/explores?topic=trending-nfts`,
        `${PUBLIC}/explores?topic=top-collection`,
        `${PUBLIC}/explores?topic=ending-soon`,
      ]);
      expect(await pages(files[1]!)).toEqual(
        [ids.chair, ids.tricky, ids.external].map((id) => `${PUBLIC}/detail/${id}`),
      );
      expect(await pages(files[2]!)).toEqual([`${PUBLIC}/collection-explore?collectionId=${ids.collection}`]);
      expect((await get('/sitemaps/nfts-2.xml')).statusCode).toBe(404);
      expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
    });
  });
});
