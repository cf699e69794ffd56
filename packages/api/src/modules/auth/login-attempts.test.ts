import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { LOGIN_LIMITS } from './service.ts';

/**
 * Password sign-in under attack, with the attempt counts in process and in Redis (the drivers of
 * shared-state.ts): attempts are counted before the hash, so a parallel burst gets no extra
 * guesses, and a hammered username asks for a captcha instead of locking its owner out.
 */
const reachable = await redisReachable();
const drivers = [
  { name: 'counted in process', env: {} as Record<string, string>, skip: false },
  {
    name: reachable ? 'counted in Redis' : `counted in Redis (skipped: nothing listens at ${TEST_REDIS_URL})`,
    env: {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `vrmarket-login-${process.pid}-${randomBytes(4).toString('hex')}:`,
    },
    skip: !reachable && !process.env.CI,
  },
];

/** The proof of work, brute-forced as the browser's worker does. */
function solve(challenge: string, salt: string, max: number): number {
  for (let n = 0; n <= max; n++) {
    if (createHash('sha256').update(`${salt}${n}`).digest('hex') === challenge) return n;
  }
  throw new Error('unsolvable challenge');
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const passwordHash = await hashPassword('right horse');
  await database.database.db
    .insert(users)
    .values(['owner1', 'owner2', 'owner3', 'owner4'].map((username) => ({ username, passwordHash })));
});
afterAll(() => database?.drop());

describe.each(drivers)('password sign-in, $name', ({ env, skip }) => {
  let test: TestApp;
  beforeAll(async () => {
    if (skip) return;
    test = await createTestApp(env, database);
    await test.components.shared.ready();
    if (env.REDIS_URL) expect(test.components.shared.client()).toBeDefined();
  });
  afterAll(async () => {
    if (!test) return;
    const redis = test.components.shared.client();
    const keys = redis ? await redis.keys(`${env.REDIS_PREFIX}*`) : [];
    if (redis && keys.length > 0) await redis.del(...keys);
    await test.components.shared.close();
    await test.close();
  });

  // Each driver runs against the same users: the Redis run uses the second pair of owners.
  const owner = (n: 1 | 2) => (env.REDIS_URL ? `owner${n + 2}` : `owner${n}`);
  const login = (username: string, password: string, remoteAddress: string, captcha?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password, ...(captcha ? { captcha } : {}) },
      remoteAddress,
    });
  async function solvedCaptcha(): Promise<string> {
    const challenge = (await test.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
    const payload = { ...challenge, number: solve(challenge.challenge, challenge.salt, challenge.maxnumber) };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
  const codes = (responses: { json(): { code?: string } }[]) => {
    const tally: Record<string, number> = {};
    for (const response of responses) {
      const code = response.json().code ?? 'OK';
      tally[code] = (tally[code] ?? 0) + 1;
    }
    return tally;
  };

  it.skipIf(skip)('a parallel burst of 20 wrong passwords gets only the allowed checks', async () => {
    // From 20 addresses: only the username's allowance applies.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(owner(1), `guess ${i}`, `198.51.100.${i + 1}`)),
    );
    expect(codes(burst)).toEqual({
      INVALID_CREDENTIALS: LOGIN_LIMITS.captchaAfter,
      CAPTCHA_REQUIRED: 20 - LOGIN_LIMITS.captchaAfter,
    });
    const refused = burst.find((response) => response.json().code === 'CAPTCHA_REQUIRED')!;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please solve the captcha first.');

    // From one address, over 20 usernames: only the IP's allowance applies.
    const sprayed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(`nobody${i}`, 'guess', '203.0.113.77')),
    );
    expect(codes(sprayed)).toEqual({
      INVALID_CREDENTIALS: LOGIN_LIMITS.perIp,
      RATE_LIMITED: 20 - LOGIN_LIMITS.perIp,
    });
    expect(sprayed.find((r) => r.statusCode === 429)!.json().message).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it.skipIf(skip)(
    'counts the addresses of one IPv6 /64 as one client, as the request limits do',
    async () => {
      // One network's hosts (its /64) spraying usernames: one allowance for them all.
      const sprayed = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(`spray${i}`, 'guess', `2001:db8:77:1:${(i + 1).toString(16)}::${i + 1}`),
        ),
      );
      expect(codes(sprayed)).toEqual({
        INVALID_CREDENTIALS: LOGIN_LIMITS.perIp,
        RATE_LIMITED: 20 - LOGIN_LIMITS.perIp,
      });
      // Another /64 has its own allowance.
      expect((await login('spray0', 'guess', '2001:db8:77:2::1')).json().code).toBe('INVALID_CREDENTIALS');
    },
  );

  it.skipIf(skip)(
    'the owner still signs in with a solved captcha while an attacker hammers the name',
    async () => {
      const name = owner(2);
      const hammer = () =>
        Promise.all(Array.from({ length: 8 }, (_, i) => login(name, `guess ${i}`, `192.0.2.${i + 1}`)));
      await hammer();
      // The right password alone is not even checked now: the answer tells the attacker nothing.
      const unproven = await login(name, 'right horse', '10.9.0.1');
      expect(unproven.statusCode).toBe(400);
      expect(unproven.json().code).toBe('CAPTCHA_REQUIRED');

      // A wrong guess with a captcha is checked and fails; its captcha cannot be used again.
      const used = await solvedCaptcha();
      expect((await login(name, 'guess again', '192.0.2.50', used)).json().code).toBe('INVALID_CREDENTIALS');
      const replayed = await login(name, 'right horse', '10.9.0.1', used);
      expect(replayed.json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_INVALID' });

      // The attacker goes on; the owner solves the captcha and is in.
      await hammer();
      const signedIn = await login(name, 'right horse', '10.9.0.1', await solvedCaptcha());
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.access_token).toEqual(expect.any(String));
      // The success cleared the name's count: no captcha for the owner's next sign-in.
      expect((await login(name, 'right horse', '10.9.0.1')).statusCode).toBe(200);
    },
  );
});
