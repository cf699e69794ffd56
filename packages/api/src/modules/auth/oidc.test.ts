import { DEMO_PASSWORD, type RunningIdp, startIdp } from '@vrmarket/idp';
import { CookieBrowser } from '@vrmarket/testkit/http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { users } from '../../db/schema/index.ts';

const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

describe('OpenID Connect sign-in against the dev provider', () => {
  let idp: RunningIdp;
  let test: TestApp;

  beforeAll(async () => {
    idp = await startIdp({
      port: 0,
      clients: [
        {
          clientId: 'vrmarket',
          clientSecret: 'vrmarket-dev-secret',
          redirectUris: [CALLBACK],
          postLogoutRedirectUris: [`${PUBLIC_URL}/`],
        },
      ],
    });
    test = await createTestApp({ PUBLIC_URL, OIDC_ISSUER: idp.issuer });
  });
  afterAll(async () => {
    await test?.close();
    await idp?.stop();
  });

  /** start → provider login as `username` → the provider's redirect to the callback, with the cookie. */
  async function signInAtProvider(username: string) {
    const start = await test.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(302);
    const authUrl = start.headers.location as string;
    expect(authUrl.startsWith(idp.issuer)).toBe(true);
    expect(new URL(authUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = start.cookies.find((c) => c.name === 'vrmarket_oidc')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });
    const binding = start.cookies.find((c) => c.name === 'vrmarket_oidc_browser')!;
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });

    const browser = new CookieBrowser(PUBLIC_URL);
    const { url: loginUrl, response: loginPage } = await browser.follow(
      await browser.request(authUrl),
      authUrl,
    );
    const html = await loginPage!.text();
    const action = new URL(
      /<form method="post" action="([^"]+)" class="credentials">/.exec(html)![1]!,
      loginUrl,
    ).href;
    const posted = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
    });
    const { url: callbackUrl } = await browser.follow(posted, action);
    expect(callbackUrl.startsWith(CALLBACK)).toBe(true);
    return {
      callbackPath: callbackUrl.slice(PUBLIC_URL.length),
      cookie: `${cookie.name}=${cookie.value}; ${binding.name}=${binding.value}`,
      browser: `${binding.name}=${binding.value}`,
    };
  }

  const callback = (path: string, cookie?: string) =>
    test.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  const exchange = (code: string, browser?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/exchange',
      payload: { code },
      headers: browser ? { cookie: browser } : {},
    });
  const codeOf = (location: string) => new URLSearchParams(location.split('#')[1]).get('code')!;

  it('creates the account on the first sign-in and hands a one-time code to the web app', async () => {
    const { callbackPath, cookie, browser } = await signInAtProvider('alice');
    const back = await callback(callbackPath, cookie);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(/^\/login#code=[\w-]{40,}$/);

    const code = codeOf(back.headers.location as string);
    const session = await exchange(code, browser);
    expect(session.statusCode).toBe(200);
    const { data } = session.json();
    expect(data.user_data).toMatchObject({
      username: 'alice',
      fullname: expect.any(String),
      publicKey: null,
    });
    expect(data.user_data.properties).toMatchObject({ discord: expect.stringContaining('discord.com') });
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(profile.json().id).toBe(data.user_data.id);

    expect((await exchange(code, browser)).statusCode).toBe(401);
  });

  it('honours the code only in the browser that started the sign-in', async () => {
    const { callbackPath, cookie, browser } = await signInAtProvider('alice');
    const code = codeOf((await callback(callbackPath, cookie)).headers.location as string);
    const other = await signInAtProvider('bob');
    // A leaked code: no binding cookie, or another browser's.
    expect((await exchange(code)).statusCode).toBe(401);
    expect((await exchange(code, other.browser)).statusCode).toBe(401);
    const answer = await exchange(code, browser);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.user_data.username).toBe('alice');
    expect(answer.cookies.find((c) => c.name === 'vrmarket_oidc_browser')?.value).toBe('');
  });

  it('finds the same account on the next sign-in', async () => {
    const first = await signInAtProvider('bob');
    const firstId = (
      await exchange(
        codeOf((await callback(first.callbackPath, first.cookie)).headers.location as string),
        first.browser,
      )
    ).json().data.user_data.id;
    // Stale social flags are refreshed from the provider at the next sign-in; other properties stay.
    await test.components.db
      .update(users)
      .set({
        properties: sql`${users.properties} || '{"verify_telegram": false, "image_mystery": "/card.png"}'::jsonb`,
      })
      .where(eq(users.id, firstId));
    const second = await signInAtProvider('bob');
    const secondUser = (
      await exchange(
        codeOf((await callback(second.callbackPath, second.cookie)).headers.location as string),
        second.browser,
      )
    ).json().data.user_data;
    expect(secondUser.id).toBe(firstId);
    expect(secondUser.properties).toMatchObject({ verify_telegram: true, image_mystery: '/card.png' });
  });

  it('refuses a callback without the sign-in cookie, or with another state', async () => {
    const { callbackPath, cookie } = await signInAtProvider('alice');
    expect((await callback(callbackPath)).headers.location).toBe('/login#error=failed');
    const forged = callbackPath.replace(/state=[^&]+/, 'state=forged');
    expect((await callback(forged, cookie)).headers.location).toBe('/login#error=failed');
  });

  it('refuses a made-up code', async () => {
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
  });
});
