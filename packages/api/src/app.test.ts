import { errorEnvelope, MAX_PAGE_OFFSET } from '@vrmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { buildApp, trustProxyFunction } from './app.ts';
import { HttpError } from './http/errors.ts';

const NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' };

describe('the app', () => {
  let shared: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase();
    test = await createTestApp({}, shared);
  });
  afterAll(async () => {
    await test.close();
    await shared.drop();
  });

  it('answers an unknown /api route with the 404 envelope', async () => {
    for (const url of ['/api/v1/nope', '/api', '/api/v1/categories/extra']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const post = await test.app.inject({ method: 'POST', url: '/api/v1/nope' });
    expect(post.json()).toEqual(NOT_FOUND);
  });

  it('answers a bad query parameter with a 400 envelope naming the field', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/categories?parentId=abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(/^Invalid query parameter parentId: /);
    expect(body.fieldErrors).toEqual([{ path: 'parentId', message: expect.any(String) }]);
    expect(errorEnvelope.safeParse(body).success).toBe(true);
  });

  it('publishes the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/ready',
        '/api/v1/categories',
        '/api/v1/map-nft-category',
        '/api/v1/configs/category-verified',
        '/api/v1/configs/currency',
        '/api/v1/configs/app',
      ]),
    );
    const errors = document.paths['/api/v1/categories'].get.responses['4XX'];
    expect(errors.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    const ui = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves Prometheus metrics at /metrics', async () => {
    await test.app.inject({ method: 'GET', url: '/health' });
    const response = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/health",status="200"}',
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('keeps /metrics to direct loopback clients, or to the holder of METRICS_TOKEN', async () => {
    const outside = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.9' };
    expect((await test.app.inject(outside)).statusCode).toBe(404);
    const relayed = {
      method: 'GET' as const,
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    };
    expect((await test.app.inject(relayed)).statusCode).toBe(404);

    const token = 't'.repeat(24);
    const guarded = await createTestApp({ METRICS_TOKEN: token }, shared);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = { ...outside, headers: { authorization: `Bearer ${'x'.repeat(24)}` } };
    expect((await guarded.app.inject(wrong)).statusCode).toBe(404);
    const scraper = { ...outside, headers: { authorization: `Bearer ${token}` } };
    const answer = await guarded.app.inject(scraper);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('process_cpu_user_seconds_total');
    await guarded.close();
  });

  it('sends a CSP that lets the SPA use its own origin, data: and blob: images', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('connect-src');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides 5xx details from the client and keeps HttpError answers as thrown', async () => {
    const app = buildApp(test.components);
    app.get('/api/boom', () => {
      throw new Error('secret database detail');
    });
    app.get('/api/missing-user', () => {
      throw new HttpError(404, 'USER_NOT_FOUND');
    });
    app.post('/api/echo', (request) => request.body);
    await app.ready();
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      statusCode: 500,
      code: 'SOMETHING_WRONG_TRY_LATER',
      message: 'Something went wrong! Please try again later.',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/missing-user' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found' });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    await app.close();
  });

  it('limits requests per client on /api with the envelope, but not /health', async () => {
    const limited = await createTestApp({ ...PRODUCTION_ENV, RATE_LIMIT_MAX: '2' }, shared);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await limited.app.inject({ method: 'GET', url: '/api/v1/categories' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    const rejected = await limited.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(rejected.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    for (let i = 0; i < 3; i++) {
      expect((await limited.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
    await limited.close();
  });

  it('believes only the trusted proxy hops of X-Forwarded-For, so a client cannot rotate its IP', async () => {
    const production = { ...PRODUCTION_ENV, RATE_LIMIT_MAX: '2' };
    for (const trustProxy of ['1', '127.0.0.0/8']) {
      const behindProxy = await createTestApp({ ...production, TRUST_PROXY: trustProxy }, shared);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        // The client forges the first entries; the proxy (127.0.0.1) appends the address it saw.
        const forwarded = `198.51.100.${i}, 203.0.113.9`;
        const request = {
          method: 'GET' as const,
          url: '/api/v1/categories',
          headers: { 'x-forwarded-for': forwarded },
        };
        codes.push((await behindProxy.app.inject(request)).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      const other = { 'x-forwarded-for': '203.0.113.10' };
      expect(
        (await behindProxy.app.inject({ method: 'GET', url: '/api/v1/categories', headers: other }))
          .statusCode,
      ).toBe(200);
      await behindProxy.close();
    }
  });

  it('matches trusted proxies by address or CIDR, IPv4-mapped peers included', () => {
    const trust = trustProxyFunction(['10.0.0.0/8', '::1']);
    expect([trust('10.1.2.3', 0), trust('::ffff:10.1.2.3', 0), trust('::1', 0)]).toEqual([true, true, true]);
    expect([trust('11.0.0.1', 0), trust('::2', 0), trust('unknown', 0)]).toEqual([false, false, false]);
    expect([trustProxyFunction(2)('1.1.1.1', 1), trustProxyFunction(2)('1.1.1.1', 2)]).toEqual([true, false]);
    expect(trustProxyFunction(false)('127.0.0.1', 0)).toBe(false);
  });

  it('refuses pages that start deeper than MAX_PAGE_OFFSET rows, on every list', async () => {
    const deepest = MAX_PAGE_OFFSET / 100 + 1;
    const ok = await test.app.inject({ method: 'GET', url: `/api/v1/collections?page=${deepest}&limit=100` });
    expect(ok.statusCode).toBe(200);
    for (const url of [
      `/api/v1/collections?page=${deepest + 1}&limit=100`,
      `/api/v1/nft?page=${MAX_PAGE_OFFSET / 8 + 2}&limit=8`,
      `/api/v1/templates?page=${MAX_PAGE_OFFSET / 2 + 2}&per_page=2`,
    ]) {
      const deep = await test.app.inject({ method: 'GET', url });
      expect(deep.statusCode, url).toBe(400);
      expect(deep.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `Invalid query parameter page: must start at most ${MAX_PAGE_OFFSET} rows in (page × limit); narrow the filters instead`,
      });
    }
  });

  it('does not limit loopback clients outside production (local web app, e2e, benchmarks)', async () => {
    const local = await createTestApp({ RATE_LIMIT_MAX: '2' }, shared);
    for (let i = 0; i < 4; i++) {
      expect((await local.app.inject({ method: 'GET', url: '/api/v1/categories' })).statusCode).toBe(200);
    }
    const remote = [];
    for (let i = 0; i < 3; i++) {
      const request = { method: 'GET' as const, url: '/api/v1/categories', remoteAddress: '203.0.113.9' };
      remote.push((await local.app.inject(request)).statusCode);
    }
    expect(remote).toEqual([200, 200, 429]);
    await local.close();
  });
});
