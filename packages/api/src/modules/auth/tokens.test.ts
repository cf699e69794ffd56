import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './tokens.ts';

const config = { jwtSecret: 'x'.repeat(40), publicUrl: 'http://localhost:3000' };
const alice = { id: 7, username: 'alice' };

describe('access tokens', () => {
  it('verify gives back the subject of an issued token', async () => {
    const tokens = createTokenService({ config });
    const { accessToken, expiresAt } = await tokens.issue(alice);
    expect(await tokens.verify(accessToken)).toEqual(alice);
    expect(expiresAt - Date.now()).toBeGreaterThan((ACCESS_TOKEN_TTL_SECONDS - 5) * 1000);
  });

  it('rejects a tampered token', async () => {
    const tokens = createTokenService({ config });
    const { accessToken } = await tokens.issue(alice);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    // Another signature: its first character changed (the last ones may carry unused bits, and a
    // fixed replacement can equal the original).
    const otherSignature = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    expect(await tokens.verify('not-a-jwt')).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    const other = createTokenService({ config: { ...config, jwtSecret: 'y'.repeat(40) } });
    const { accessToken } = await other.issue(alice);
    expect(await createTokenService({ config }).verify(accessToken)).toBeNull();
  });

  it('rejects an expired token', async () => {
    let clock = Date.now();
    const tokens = createTokenService({ config, now: () => clock });
    const { accessToken } = await tokens.issue(alice);
    clock += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await tokens.verify(accessToken)).toBeNull();
  });

  it('rejects a token for another audience or issuer', async () => {
    const key = new TextEncoder().encode(config.jwtSecret);
    const sign = (audience: string, issuer: string) =>
      new SignJWT({ username: 'alice' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer(issuer)
        .setAudience(audience)
        .setExpirationTime('1h')
        .sign(key);
    const tokens = createTokenService({ config });
    expect(await tokens.verify(await sign(ACCESS_TOKEN_AUDIENCE, config.publicUrl))).toEqual(alice);
    expect(await tokens.verify(await sign('another-api', config.publicUrl))).toBeNull();
    expect(await tokens.verify(await sign(ACCESS_TOKEN_AUDIENCE, 'http://evil.example'))).toBeNull();
  });

  it('rejects the unsigned "none" algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: '7',
        username: 'alice',
        aud: ACCESS_TOKEN_AUDIENCE,
        iss: config.publicUrl,
        exp: 2e9,
      }),
    ).toString('base64url');
    expect(await createTokenService({ config }).verify(`${header}.${payload}.`)).toBeNull();
  });
});
