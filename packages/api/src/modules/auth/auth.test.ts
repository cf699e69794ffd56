import { SignJWT } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { createTokenService } from './tokens.ts';

const PUBLIC_URL = 'http://localhost:3400';
const CHAIN_ID = 31337;

describe('sign-in, profile and wallet linking', () => {
  let test: TestApp;
  let ids: Record<string, number>;
  const inject = (method: 'GET' | 'POST', url: string, options: { token?: string; body?: object } = {}) =>
    test.app.inject({
      method,
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body ? { payload: options.body } : {}),
    });
  const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    test.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
  const tokenOf = async (username: string) => (await login(username, 'vrmarket')).json().data.access_token;

  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL, CHAIN_ID: String(CHAIN_ID), HELP_URL: 'https://help.example/' });
    const passwordHash = await hashPassword('vrmarket');
    const rows = await test.components.db
      .insert(users)
      .values([
        { username: 'alice', fullname: 'Alice', passwordHash, isPro: true, proType: 3 },
        { username: 'bob', passwordHash, publicKey: '0x00000000000000000000000000000000000000b0' },
        { username: 'carol', passwordHash },
        { username: 'dave', passwordHash },
        { username: 'erin', passwordHash },
        { username: 'sso-only' },
      ])
      .returning({ id: users.id, username: users.username });
    ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
  });
  afterAll(() => test.close());

  describe('password login', () => {
    it('answers data.access_token and the user data, and the token opens the profile', async () => {
      const response = await login('Alice', 'vrmarket');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.expires_in).toBeGreaterThan(6 * 24 * 3600);
      expect(data.user_data).toMatchObject({ id: ids.alice, username: 'alice', isPro: true, proType: 3 });
      const profile = await inject('GET', '/api/v1/profile', { token: data.access_token });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual({
        id: ids.alice,
        username: 'alice',
        fullname: 'Alice',
        avatar: null,
        publicKey: null,
        isPro: true,
        proType: 3,
        is_admin_market: false,
        is_whitelist_market: false,
        properties: {},
      });
    });

    it('refuses a wrong password, an unknown user and an account without a password alike', async () => {
      for (const [username, password] of [
        ['alice', 'wrong'],
        ['nobody', 'vrmarket'],
        ['sso-only', 'vrmarket'],
      ] as const) {
        const response = await login(username, password, '10.0.0.2');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          code: 'INVALID_CREDENTIALS',
          message: 'Wrong username or password.',
        });
        expect(JSON.stringify(response.json())).not.toContain('access_token');
      }
    });

    it('asks for a captcha after repeated failures for an account, even with the right password', async () => {
      for (let i = 0; i < 5; i++) expect((await login('carol', 'guess', `10.1.0.${i}`)).statusCode).toBe(401);
      const unproven = await login('carol', 'vrmarket', '10.1.0.99');
      expect(unproven.statusCode).toBe(400);
      expect(unproven.json().code).toBe('CAPTCHA_REQUIRED');
    });

    it('rate limits one client trying many accounts', async () => {
      for (let i = 0; i < 10; i++) await login(`ghost${i}`, 'guess', '10.2.0.1');
      expect((await login('dave', 'vrmarket', '10.2.0.1')).statusCode).toBe(429);
      expect((await login('dave', 'vrmarket', '10.2.0.2')).statusCode).toBe(200);
    });
  });

  describe('the authenticate hook', () => {
    it('rejects a missing, tampered, expired or foreign token with 401', async () => {
      const token = await tokenOf('alice');
      expect((await inject('GET', '/api/v1/profile')).statusCode).toBe(401);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(ids.bob) })).toString('base64url');
      expect(
        (await inject('GET', '/api/v1/profile', { token: `${header}.${forged}.${signature}` })).statusCode,
      ).toBe(401);

      const past = createTokenService({
        config: { jwtSecret: test.components.config.jwtSecret, publicUrl: PUBLIC_URL },
        now: () => Date.now() - 8 * 24 * 3600_000,
      });
      const expired = (await past.issue({ id: ids.alice!, username: 'alice' })).accessToken;
      expect((await inject('GET', '/api/v1/profile', { token: expired })).statusCode).toBe(401);

      const foreign = await new SignJWT({ username: 'alice' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(ids.alice))
        .setIssuer(PUBLIC_URL)
        .setAudience('another-service')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(test.components.config.jwtSecret));
      const response = await inject('GET', '/api/v1/profile', { token: foreign });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('leaves public routes open to a request with a bad token', async () => {
      const response = await inject('POST', '/api/get-user-by-wallet-address', {
        token: 'garbage',
        body: { wallet_address: '0x00000000000000000000000000000000000000B0' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('GET /api/v1/configs/network names the chain wallets switch to', async () => {
    expect((await inject('GET', '/api/v1/configs/network')).json()).toEqual({
      chainId: CHAIN_ID,
      chainName: 'vrmarket local chain',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: null,
    });
  });

  it('GET /api/v1/configs/links gives the configured header pages (null when unset)', async () => {
    expect((await inject('GET', '/api/v1/configs/links')).json()).toEqual({
      bridgeUrl: null,
      accountUrl: null,
      helpUrl: 'https://help.example/',
    });
  });

  describe('username look-ups by wallet', () => {
    it('finds one address, case-insensitively', async () => {
      const lookup = (wallet_address: string) =>
        inject('POST', '/api/get-user-by-wallet-address', { body: { wallet_address } });
      expect((await lookup('0x00000000000000000000000000000000000000B0')).json()).toEqual({
        user_name: 'bob',
      });
      expect((await lookup(`0x${'1'.repeat(40)}`)).json()).toEqual({ user_name: null });
      expect((await lookup('bob')).statusCode).toBe(400);
    });

    it('finds several addresses at once, leaving out unknown ones', async () => {
      const response = await inject('POST', '/api/get-list-users-by-list-wallet-addresses', {
        body: { list_wallet_addresses: `0x00000000000000000000000000000000000000b0, 0x${'2'.repeat(40)}` },
      });
      expect(response.json()).toEqual({
        list_usernames: { '0x00000000000000000000000000000000000000b0': 'bob' },
      });
    });
  });

  describe('linking a wallet by signature (SIWE)', () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());

    async function signedLink(
      token: string,
      overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
      signer = wallet,
    ) {
      const { nonce } = (await inject('GET', '/api/v1/auth/siwe/nonce', { token })).json();
      const issuedAt = new Date();
      const message = createSiweMessage({
        address: wallet.address,
        chainId: CHAIN_ID,
        domain: 'localhost:3400',
        uri: `${PUBLIC_URL}/`,
        nonce,
        version: '1',
        issuedAt,
        expirationTime: new Date(issuedAt.getTime() + 5 * 60_000),
        statement: 'Link this wallet to your vrmarket account.',
        ...overrides,
      });
      return { message, signature: await signer.signMessage({ message }) };
    }
    const link = (token: string, body: { message: string; signature: string }) =>
      inject('POST', '/api/v1/auth/siwe/link', { token, body });

    it('hands out the nonce with the fields the message must carry', async () => {
      const response = await inject('GET', '/api/v1/auth/siwe/nonce', { token: await tokenOf('erin') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ domain: 'localhost:3400', uri: PUBLIC_URL, chainId: CHAIN_ID });
      expect(response.json().nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
      expect((await inject('GET', '/api/v1/auth/siwe/nonce')).statusCode).toBe(401);
    });

    it.each([
      ['a wrong domain', { domain: 'evil.example' }],
      ['a uri on another origin', { uri: 'https://evil.example/' }],
      ['a wrong chain', { chainId: 56 }],
      [
        'an expired message',
        { issuedAt: new Date(Date.now() - 20 * 60_000), expirationTime: new Date(Date.now() - 60_000) },
      ],
      ['a made-up nonce', { nonce: 'abcdefgh12345678' }],
    ])('rejects %s', async (_name, overrides) => {
      const token = await tokenOf('erin');
      const response = await link(token, await signedLink(token, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SIGNATURE_INVALID');
    });

    it('rejects a signature by another address', async () => {
      const token = await tokenOf('erin');
      const response = await link(token, await signedLink(token, {}, other));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SIGNATURE_INVALID');
    });

    it('rejects a nonce replaced by a newer one', async () => {
      const token = await tokenOf('erin');
      const older = await signedLink(token);
      await inject('GET', '/api/v1/auth/siwe/nonce', { token });
      expect((await link(token, older)).json().code).toBe('SIGNATURE_INVALID');
    });

    it('rejects a nonce of another user', async () => {
      const signed = await signedLink(await tokenOf('dave'));
      expect((await link(await tokenOf('erin'), signed)).statusCode).toBe(400);
    });

    it('links the signing wallet once; the nonce cannot be used again', async () => {
      const token = await tokenOf('erin');
      const signed = await signedLink(token);
      const response = await link(token, signed);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: 'erin', publicKey: wallet.address.toLowerCase() });
      expect((await inject('GET', '/api/v1/profile', { token })).json().publicKey).toBe(
        wallet.address.toLowerCase(),
      );

      const replay = await link(token, signed);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe('SIGNATURE_INVALID');
    });

    it('refuses a wallet already linked to another account', async () => {
      const token = await tokenOf('dave');
      const response = await link(token, await signedLink(token));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('WALLET_LINKED_TO_OTHER_ACCOUNT');
    });

    it('refuses a second wallet for an account that has one', async () => {
      const token = await tokenOf('erin');
      const response = await link(token, await signedLink(token, { address: other.address }, other));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('WALLET_ALREADY_LINKED');
    });
  });
});
