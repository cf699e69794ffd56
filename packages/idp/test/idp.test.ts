import { CookieBrowser } from '@vrmarket/testkit/http';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers, type RunningIdp, startIdp } from '../src/index.ts';

const REDIRECT_URI = 'http://localhost:3999/api/auth/oidc/callback';
const POST_LOGOUT_URI = 'http://localhost:3999/';
const clients = [
  {
    clientId: 'basic-app',
    clientSecret: 'basic-secret',
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [POST_LOGOUT_URI],
  },
  {
    clientId: 'post-app',
    clientSecret: 'post-secret',
    redirectUris: [REDIRECT_URI],
    tokenEndpointAuthMethod: 'client_secret_post' as const,
  },
];

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp({ port: 0, clients, environment: 'development' });
});
afterAll(() => idp?.stop());

async function beginFlow(clientIndex: number, issuer = idp.issuer) {
  const client = clients[clientIndex]!;
  const auth =
    client.tokenEndpointAuthMethod === 'client_secret_post'
      ? oidc.ClientSecretPost(client.clientSecret)
      : oidc.ClientSecretBasic(client.clientSecret);
  const config = await oidc.discovery(new URL(issuer), client.clientId, client.clientSecret, auth, {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const browser = new CookieBrowser(REDIRECT_URI);
  const { url: loginUrl, response: loginPage } = await browser.follow(
    await browser.request(authUrl.href),
    authUrl.href,
  );
  expect(loginPage?.status).toBe(200);
  const html = await loginPage!.text();
  expect(html).toContain('Sign in');
  const action = /<form method="post" action="([^"]+)" class="credentials">/.exec(html)?.[1];
  expect(action).toBeDefined();
  return { config, verifier, state, browser, loginUrl, html, actionUrl: new URL(action!, loginUrl).href };
}

function postForm(browser: CookieBrowser, url: string, fields: Record<string, string>) {
  return browser.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('dev OpenID provider', () => {
  it('serves discovery with code + PKCE S256', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(idp.issuer);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it.each([0, 1])('signs alice in with code + PKCE (client %i) and returns her claims', async (index) => {
    const flow = await beginFlow(index);
    for (const user of demoUsers) expect(flow.html).toContain(`data-username="${user.username}"`);

    const posted = await postForm(flow.browser, flow.actionUrl, {
      username: 'alice',
      password: DEMO_PASSWORD,
    });
    const { url: callbackUrl } = await flow.browser.follow(posted, flow.actionUrl);
    expect(callbackUrl.startsWith(REDIRECT_URI)).toBe(true);
    expect(new URL(callbackUrl).searchParams.get('code')).toBeTruthy();

    const tokens = await oidc.authorizationCodeGrant(flow.config, new URL(callbackUrl), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    const idClaims = tokens.claims()!;
    expect(idClaims).toMatchObject({
      iss: idp.issuer,
      sub: '1001',
      preferred_username: 'alice',
      name: 'Alice Nguyen',
      email: 'alice@vrmarket.test',
      picture: `${idp.issuer}/avatars/alice.png`,
    });
    expect(idClaims.vrmarket_socials).toMatchObject({ verify_telegram: true, verify_discord: true });

    const info = await oidc.fetchUserInfo(flow.config, tokens.access_token, idClaims.sub);
    expect(info).toMatchObject({ sub: '1001', preferred_username: 'alice', email: 'alice@vrmarket.test' });
    expect(info.vrmarket_socials).toMatchObject({
      telegram: 'https://t.me/alice_vrm',
      verify_twitter: true,
    });
  });

  it('shows the demo accounts and their password in development', async () => {
    const { html } = await beginFlow(0);
    expect(html).toContain('Demo accounts');
    expect(html).toContain(`<code>${DEMO_PASSWORD}</code>`);
  });

  it.each(['production', 'test'] as const)(
    'shows neither the demo password nor one-click accounts in %s; the form still signs in',
    async (environment) => {
      const other = await startIdp({ port: 0, clients, environment });
      try {
        const flow = await beginFlow(0, other.issuer);
        // The password is the product's name ('vrmarket'): looked for where the page would show it.
        const shown = [`<code>${DEMO_PASSWORD}</code>`, `value="${DEMO_PASSWORD}"`];
        for (const text of shown) expect(flow.html).not.toContain(text);
        expect(flow.html).not.toContain('Demo accounts');
        expect(flow.html).not.toContain('data-username=');
        const wrong = await postForm(flow.browser, flow.actionUrl, { username: 'bob', password: 'wrong' });
        expect(wrong.status).toBe(401);
        const again = await wrong.text();
        for (const text of shown) expect(again).not.toContain(text);
        const posted = await postForm(flow.browser, flow.actionUrl, {
          username: 'bob',
          password: DEMO_PASSWORD,
        });
        const { url } = await flow.browser.follow(posted, flow.actionUrl);
        expect(new URL(url).searchParams.get('code')).toBeTruthy();
      } finally {
        await other.stop();
      }
    },
  );

  it('rejects a wrong password: the page shows an error and no code is issued', async () => {
    const flow = await beginFlow(0);
    const posted = await postForm(flow.browser, flow.actionUrl, { username: 'bob', password: 'wrong' });
    expect(posted.status).toBe(401);
    expect(posted.headers.get('location')).toBeNull();
    const html = await posted.text();
    expect(html).toContain('Wrong username or password.');
    expect(html).toContain('value="bob"');

    // The same interaction still accepts the right password afterwards.
    const retried = await postForm(flow.browser, flow.actionUrl, {
      username: 'bob',
      password: DEMO_PASSWORD,
    });
    const { url } = await flow.browser.follow(retried, flow.actionUrl);
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });

  it('returns access_denied when the user cancels', async () => {
    const flow = await beginFlow(0);
    const cancelled = await flow.browser.request(`${flow.loginUrl}/abort`);
    const { url } = await flow.browser.follow(cancelled, flow.loginUrl);
    expect(new URL(url).searchParams.get('error')).toBe('access_denied');
  });

  it('signs out through the end-session endpoint back to the client', async () => {
    const flow = await beginFlow(0);
    const posted = await postForm(flow.browser, flow.actionUrl, {
      username: 'pro2',
      password: DEMO_PASSWORD,
    });
    const { url: callbackUrl } = await flow.browser.follow(posted, flow.actionUrl);
    const tokens = await oidc.authorizationCodeGrant(flow.config, new URL(callbackUrl), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    const endSession = oidc.buildEndSessionUrl(flow.config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    const page = await flow.browser.request(endSession.href);
    const html = await page.text();
    expect(html).toContain('id="op.logoutForm"');
    // What the page's script does: submit oidc-provider's form with logout=yes.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const confirmUrl = new URL(action!, endSession).href;
    const confirmed = await postForm(flow.browser, confirmUrl, { xsrf: xsrf!, logout: 'yes' });
    const { url } = await flow.browser.follow(confirmed, confirmUrl, POST_LOGOUT_URI);
    expect(url).toBe(POST_LOGOUT_URI);
  });

  it('renders its own error page for a bad authorization request', async () => {
    const response = await fetch(`${idp.issuer}/auth?client_id=nobody&response_type=code&scope=openid`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Sign-in error');
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('serves a PNG avatar per user', async () => {
    const response = await fetch(`${idp.issuer}/avatars/pro1.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(256);
  });
});
