import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sessionMark } from '@vrmarket/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../test/app.ts';
import { addUsers } from '../../test/chain-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('the web app at /', () => {
  let shared: TestDatabase;
  let dist: string;
  let built: TestApp;
  let notBuilt: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'vrmarket-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    await writeFile(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ home: ['/assets/HomePage-1.js'], dashboard: ['/assets/DashboardPage-2.js'] }),
    );
    await writeFile(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    shared = await createTestDatabase();
    built = await createTestApp({ WEB_DIST: dist }, shared);
    notBuilt = await createTestApp({}, shared);
  });
  afterAll(async () => {
    await built.close();
    await notBuilt.close();
    await shared.drop();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes that accept HTML', async () => {
    for (const url of ['/detail/12', '/login', '/54?page=2']) {
      const response = await built.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("announces a page's screen chunks in its HTML, and only there", async () => {
    const dashboard = await built.app.inject({ method: 'GET', url: '/dashboard?category=3', headers: HTML });
    expect(dashboard.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/DashboardPage-2.js">',
    );
    expect(dashboard.body).not.toContain('HomePage-1.js');
    const home = await built.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(home.body).toContain('href="/assets/HomePage-1.js"');
    const login = await built.app.inject({ method: 'GET', url: '/login', headers: HTML });
    expect(login.body).not.toContain('modulepreload');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file that is not a page with the 404 envelope', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('never answers /api with the web app', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/v1/unknown', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('limits pages per client on their own (a render is costly), not files nor the api', async () => {
    const limited = await createTestApp(
      { ...PRODUCTION_ENV, WEB_DIST: dist, PAGE_RATE_LIMIT_MAX: '2' },
      shared,
    );
    const from = (remoteAddress: string, url: string) =>
      limited.app.inject({ method: 'GET', url, headers: HTML, remoteAddress });
    const pages = [];
    // Each page with a query string of its own, as a client busting the render cache would ask.
    for (let i = 0; i < 3; i++) pages.push((await from('203.0.113.9', `/detail/${i}?x=${i}`)).statusCode);
    expect(pages).toEqual([200, 200, 429]);
    const refused = await from('203.0.113.9', '/login');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toBe('Too many requests. Please wait a moment and try again.\n');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Files, the api and other clients are counted apart.
    expect((await from('203.0.113.9', '/assets/index-3f2a1b.js')).statusCode).toBe(200);
    expect((await from('203.0.113.9', '/api/v1/categories')).statusCode).toBe(200);
    expect((await from('203.0.113.10', '/login')).statusCode).toBe(200);
    await limited.close();

    // Outside production the local web app, e2e tests and benchmarks (loopback) are not limited.
    const local = await createTestApp({ WEB_DIST: dist, PAGE_RATE_LIMIT_MAX: '2' }, shared);
    for (let i = 0; i < 4; i++) {
      expect((await local.app.inject({ method: 'GET', url: '/login', headers: HTML })).statusCode).toBe(200);
    }
    await local.close();
  });

  it('says to build the web app when WEB_DIST does not exist', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('web app is not built');
  });
});

/** A stand-in for the web build's server part: echoes what it was asked to render. */
const FAKE_SERVER_ENTRY = `
let transport;
let renders = 0;
export function setTransport(next) { transport = next; }
export async function render(url, { mode, lang, width, list, accessToken }) {
  if (url.includes('explode')) throw new Error('render exploded');
  renders += 1;
  let answer = '';
  if (url.startsWith('/dashboard')) {
    const response = await transport('/api/v1/categories?showOnMarket=true', { method: 'GET' });
    answer = response.status + ' ' + Array.isArray(await response.json());
  }
  if (url.startsWith('/inventory') || url.startsWith('/profile')) {
    const response = await transport('/api/v1/profile', { method: 'GET' });
    const body = await response.json();
    answer = response.status + ' ' + (body.username ?? body.code) + ' ' + (accessToken ? 'signed in' : 'visitor');
  }
  return {
    html: '<h1>NFT Marketplace for Metaverse Assets</h1><p>' + [mode, lang, width, list].join(' ') + '</p><p>answers: ' + answer + '</p><p>render ' + renders + ' of ' + url + '</p>',
    css: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
    preloads: url.startsWith('/dashboard') ? '<link rel="preload" as="image" href="/api/media/1.webp" fetchPriority="high"/>' : '',
    redirect: url === '/detail/404' ? '/not-found' : url === '/detail/405' ? '//elsewhere.example/' : undefined,
  };
}
`;

describe('the first screen rendered on the server', () => {
  let shared: TestDatabase;
  let dist: string;
  let app: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'vrmarket-web-ssr-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><script src="/theme-init.js"></script>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
        '</head><body><noscript>vrmarket needs JavaScript to run.</noscript><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ home: ['/assets/HomePage-3.js'] }),
    );
    await mkdir(`${dist}-ssr`);
    await writeFile(path.join(`${dist}-ssr`, 'entry-server.js'), FAKE_SERVER_ENTRY);
    shared = await createTestDatabase();
    app = await createTestApp({ WEB_DIST: dist }, shared);
  });
  afterAll(async () => {
    await app.close();
    await shared.drop();
    await rm(dist, { recursive: true, force: true });
    await rm(`${dist}-ssr`, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  it('puts the hero headline, its styles and the query state into the HTML of /', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1>NFT Marketplace for Metaverse Assets</h1>');
    expect(response.body).toMatch(/<style data-emotion="css abc">.*<\/style><\/head>/);
    expect(response.body).toContain('<script type="application/json" id="ssr-state">');
    // The data block cannot be closed early by the data it carries.
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script>');
    expect(response.body).not.toContain('<noscript>');
    expect(response.body).toContain('<html lang="en" data-ssr="light en 1280 grid">');
  });

  it('sends a screen that leaves for another (a missing NFT to /not-found) there by HTTP, never off the site', async () => {
    const missing = await page('/detail/404');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/not-found');
    const offSite = await page('/detail/405');
    expect(offSite.statusCode).toBe(200);
    expect(offSite.headers.location).toBeUndefined();
  });

  it('answers the not-found screen, and the app on a path outside the route table, with 404', async () => {
    for (const url of ['/not-found', '/no/such/page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    expect((await page('/not-found')).body).toContain('<div id="root"><h1>');
  });

  it('names the app code on theme-init.js instead of module tags, so it is asked for after the first paint', async () => {
    const rendered = (await page('/')).body;
    expect(rendered).not.toContain('type="module"');
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toContain(
      '<script src="/theme-init.js" data-app="/assets/index-1.js" data-preload="/assets/react-2.js /assets/HomePage-3.js"></script>',
    );
    // A page without a server-rendered screen (a signed-in one) loads its code at once, as built.
    const plain = (await page('/inventory')).body;
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(plain).toContain('<script src="/theme-init.js"></script>');
  });

  it('keeps the same Content-Security-Policy as the plain pages (no inline script allowed)', async () => {
    const rendered = await page('/');
    const plain = await page('/inventory');
    expect(plain.body).not.toContain('data-ssr');
    const policy = String(rendered.headers['content-security-policy']);
    expect(policy).toBe(String(plain.headers['content-security-policy']));
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });

  it("renders in the visitor's theme, language, width and list view from the ui cookie, else light English grid by device", async () => {
    const chosen = await page('/', { cookie: 'a=1; ui=dark.vi.700.list' });
    expect(chosen.body).toContain('<p>dark vi 600 list</p>');
    expect(chosen.body).toContain('<html lang="vi" data-ssr="dark vi 600 list">');
    const phone = await page('/', { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' });
    expect(phone.body).toContain('<p>light en 412 grid</p>');
  });

  it('renders every public screen of the route table, not the signed-in ones', async () => {
    for (const url of ['/detail/12', '/login', '/explores?topic=trending-nfts', '/not-found']) {
      expect((await page(url)).body, url).toContain('<div id="root"><h1>');
    }
    for (const url of ['/inventory', '/activity', '/claim']) {
      expect((await page(url)).body, url).toContain('<div id="root"></div>');
    }
  });

  it("renders the dashboard from the api's own answers and preloads its first picture", async () => {
    const response = await page('/dashboard?category=3');
    expect(response.body).toContain('answers: 200 true');
    expect(response.body).toMatch(
      /<link rel="preload" as="image" href="\/api\/media\/1.webp" fetchPriority="high"\/>.*<\/head>/,
    );
    expect(response.body).toContain('<div id="root"><h1>');
  });

  it('falls back to the plain index.html when the render fails', async () => {
    const response = await page('/?search=explode');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('data-ssr');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const response = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>NFT Marketplace');
  });

  it('serves the signed-in pages unrendered to a visitor', async () => {
    const response = await page('/inventory');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  describe("for a signed-in user (the session cookie's token)", () => {
    let token: string;
    let mark: string;
    beforeAll(async () => {
      const people = await addUsers(app, [{ username: 'reader', fullname: 'Reader' }]);
      token = people.reader!.accessToken;
      mark = sessionMark(token)!;
    });
    const cookie = (value: string) => ({ cookie: `ui=dark.en.1280.grid; session=${value}` });

    it('renders every screen, signed-in ones too, as theirs and never kept on the way', async () => {
      for (const url of ['/inventory', '/profile', '/activity', '/add-new-nft']) {
        const response = await page(url, cookie(token));
        expect(response.body, url).toContain('<div id="root"><h1>');
        expect(response.body, url).toContain(`<html lang="en" data-ssr="dark en 1200 grid ${mark}">`);
        expect(response.headers['cache-control'], url).toBe('private, no-store');
      }
      // Its requests reach the api as that user.
      expect((await page('/inventory', cookie(token))).body).toContain('answers: 200 reader signed in');
      // A public page is theirs too (their header, their buttons).
      expect((await page('/', cookie(token))).body).toContain(` ${mark}">`);
    });

    it("renders a visitor's page for a token that is forged, expired or not a token", async () => {
      const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
      const expired = await new SignJWT({ username: 'reader' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sessionMark(token)!.split('.')[0]!)
        .setIssuedAt(1)
        .setExpirationTime(2)
        .sign(new TextEncoder().encode(app.components.config.jwtSecret));
      for (const value of [forged, expired, 'nonsense']) {
        const protectedPage = await page('/inventory', cookie(value));
        expect(protectedPage.body).toContain('<div id="root"></div>');
        const publicPage = await page('/', cookie(value));
        expect(publicPage.body).toContain('<html lang="en" data-ssr="dark en 1200 grid">');
        expect(publicPage.headers['cache-control']).toBe('no-cache');
      }
    });

    it('renders a visitor from the list parameters, a signed-in user from the address as asked', async () => {
      const rendered = async (url: string, headers: Record<string, string> = {}) =>
        /render \d+ of ([^<]*)</.exec((await page(url, headers)).body)?.[1];
      expect(await rendered('/dashboard?utm_source=chat&page=02&category=5&category=6&_=17')).toBe(
        '/dashboard?category=5&page=2',
      );
      expect(await rendered('/detail/7?fbclid=abc')).toBe('/detail/7');
      expect(await rendered('/explores?topic=trending-nfts&search=a%20boat')).toBe(
        '/explores?search=a+boat&topic=trending-nfts',
      );
      expect(await rendered('/profile?tab=2&x=y', cookie(token))).toBe('/profile?tab=2&x=y');
    });

    it('keeps one render for every address of the same list, not one per query string', async () => {
      const kept = await createTestApp({ WEB_DIST: dist, LIST_CACHE_MS: '60000' }, shared);
      try {
        const render = async (url: string) => {
          const body = (await kept.app.inject({ method: 'GET', url, headers: HTML })).body;
          return Number(/render (\d+) of/.exec(body)?.[1]);
        };
        const first = await render('/dashboard?category=5&page=2');
        for (const url of [
          '/dashboard?page=02&category=5',
          '/dashboard?category=5&page=2&_=1',
          '/dashboard?category=5&page=2&utm_campaign=x',
        ])
          expect(await render(url), url).toBe(first);
        expect(await render('/dashboard?category=5&page=3')).toBeGreaterThan(first);
        expect(await render('/dashboard?category=7&page=2')).toBeGreaterThan(first);
      } finally {
        await kept.close();
      }
    });

    it("with renders kept, never serves a signed-in user's render to a visitor, nor a visitor's to them", async () => {
      const kept = await createTestApp({ WEB_DIST: dist, LIST_CACHE_MS: '60000' }, shared);
      try {
        const get = (headers: Record<string, string>) =>
          kept.app.inject({ method: 'GET', url: '/?same=1', headers: { ...HTML, ...headers } });
        const visitor = { cookie: 'ui=dark.en.1280.grid' };
        expect((await get(visitor)).body).not.toContain(mark);
        expect((await get(cookie(token))).body).toContain(` ${mark}">`);
        expect((await get(visitor)).body).not.toContain(mark);
      } finally {
        await kept.close();
      }
    });
  });
});
