import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/** The proof of work, brute-forced synchronously (the widget does the same in a worker). */
function solve(challenge: string, salt: string, max: number): number {
  for (let n = 0; n <= max; n++) {
    if (createHash('sha256').update(`${salt}${n}`).digest('hex') === challenge) return n;
  }
  throw new Error('unsolvable challenge');
}

describe('newsletter', () => {
  let shared: TestDatabase;
  let test: TestApp;

  /** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
  async function solvedCaptcha(app = test.app): Promise<string> {
    const challenge = (await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
    expect(challenge.algorithm).toBe('SHA-256');
    const payload = { ...challenge, number: solve(challenge.challenge, challenge.salt, challenge.maxnumber) };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
  const submit = (payload: object, app = test.app) =>
    app.inject({ method: 'POST', url: '/api/v1/submit-email', payload });

  beforeAll(async () => {
    shared = await createTestDatabase();
    test = await createTestApp({}, shared);
  });
  afterAll(async () => {
    await test.close();
    await shared.drop();
  });

  it('signs up with a solved captcha, with the spec text', async () => {
    const response = await submit({ email: 'Ann@Example.com', captcha: await solvedCaptcha() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'NEWSLETTER_SENT',
      message: 'Your email has been sent successfully!',
    });
  });

  it('a second signup of the same address is fine and stored once', async () => {
    expect((await submit({ email: 'ann@example.com', captcha: await solvedCaptcha() })).statusCode).toBe(200);
    const [row] = await test.components.db.select({ n: count() }).from(newsletterSubscribers);
    expect(row?.n).toBe(1);
  });

  it('refuses an invalid email with the spec text', async () => {
    const response = await submit({ email: 'not-an-email', captcha: await solvedCaptcha() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'NEWSLETTER_EMAIL_INVALID',
      message: 'Your email is not valid!',
    });
  });

  it('refuses a replayed, forged or missing captcha', async () => {
    const captcha = await solvedCaptcha();
    expect((await submit({ email: 'bo@example.com', captcha })).statusCode).toBe(200);
    const replay = await submit({ email: 'cy@example.com', captcha });
    expect(replay.json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_INVALID' });

    const payload = JSON.parse(Buffer.from(await solvedCaptcha(), 'base64').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    expect((await submit({ email: 'cy@example.com', captcha: forged })).json().code).toBe('CAPTCHA_INVALID');
    expect((await submit({ email: 'cy@example.com', captcha: 'garbage' })).json().code).toBe(
      'CAPTCHA_INVALID',
    );
    expect((await submit({ email: 'cy@example.com' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('limits signups per client', async () => {
    const production = await createTestApp(
      { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), OIDC_CLIENT_SECRET: 'own-secret' },
      shared,
    );
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++)
        statuses.push((await submit({ email: 'x', captcha: 'y' }, production.app)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await production.app.close();
    }
  });

  it('GET /api/v1/ads gives the active ads in order, the fee ad only once the chain says the fee', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/ads' });
    expect(response.statusCode).toBe(200);
    const ads = response.json();
    expect(ads).toHaveLength(2); // nothing deployed here (modules/ads/fee.test.ts reads a chain)
    expect(ads[0]).toEqual({ id: expect.any(Number), text: expect.stringContaining('Welcome to vrmarket') });
    expect(ads[1]).toMatchObject({ url: '/add-new-nft' });
  });
});
