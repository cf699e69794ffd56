import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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
      JSON.stringify({ '/': ['/assets/HomePage-1.js'], '/dashboard': ['/assets/DashboardPage-2.js'] }),
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

  it("announces an entry page's screen chunks in its HTML, and only there", async () => {
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

  it('says to build the web app when WEB_DIST does not exist', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('web app is not built');
  });
});
