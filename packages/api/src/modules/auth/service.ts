import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer, Profile } from '@vrmarket/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { generateSiweNonce } from 'viem/siwe';
import type { Db } from '../../db/database.ts';
import { loginCodes, siweNonces } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { CaptchaService } from '../newsletter/captcha.ts';
import { toProfile, type UserService } from '../users/service.ts';
import type { AttemptLimiter } from './attempts.ts';
import type { OidcIdentity } from './oidc.ts';
import { verifyPassword } from './passwords.ts';
import { SIWE_MAX_AGE_MS, type SiweVerifier } from './siwe.ts';
import type { TokenService } from './tokens.ts';

/** The one-time code of the OpenID callback is exchanged by the web app right away. */
export const LOGIN_CODE_TTL_MS = 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Password sign-in limits, over the attempt limiter's window (15 minutes in components.ts): an IP
 * gets `perIp` failed checks, then 429 until the window moves on; a username gets `captchaAfter`
 * failed checks, then every further attempt needs a solved captcha (no lockout: its owner can
 * always solve one, an attacker pays a proof of work per guess).
 */
export const LOGIN_LIMITS = { perIp: 10, captchaAfter: 5 } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export function createAuthService({
  db,
  users,
  tokens,
  siwe,
  attempts,
  captcha,
  limits = LOGIN_LIMITS,
  now = () => Date.now(),
}: {
  db: Db;
  users: UserService;
  tokens: TokenService;
  siwe: SiweVerifier;
  attempts: AttemptLimiter;
  captcha: Pick<CaptchaService, 'redeem'>;
  limits?: { perIp: number; captchaAfter: number };
  now?: () => number;
}) {
  async function session(user: { id: number; username: string }, profile: Profile): Promise<LoginAnswer> {
    const { accessToken, expiresAt } = await tokens.issue(user);
    return {
      data: {
        access_token: accessToken,
        expires_in: Math.floor((expiresAt - now()) / 1000),
        user_data: profile,
      },
    };
  }

  return {
    /**
     * Username + password. The attempt is counted first (atomically, for the client and the username)
     * and only then is the password hashed. Past `perIp` failed checks from an IP: 429. Past
     * `captchaAfter` for a username: CAPTCHA_REQUIRED until a solved captcha comes along
     * (CAPTCHA_INVALID for a bad or reused one); the password is not checked without it, so the
     * answer says nothing about the password. A success clears the username's count. `client` is
     * the caller's key as the request limits make it (`rateLimitKey`: an IPv6 address by its /64).
     */
    async passwordLogin(
      username: string,
      password: string,
      client: string,
      captchaSolution?: string,
    ): Promise<LoginAnswer> {
      const account = `user:${username.toLowerCase()}`;
      const keys = [`ip:${client}`, account];
      const attempt = await attempts.take(keys);
      const [byIp = 0, byAccount = 0] = attempt.counts;
      const refuse = async (
        status: number,
        code: 'RATE_LIMITED' | 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID',
      ) => {
        await attempts.release(keys, attempt.id);
        return new HttpError(status, code);
      };
      if (byIp > limits.perIp) throw await refuse(429, 'RATE_LIMITED');
      if (byAccount > limits.captchaAfter) {
        if (!captchaSolution) throw await refuse(400, 'CAPTCHA_REQUIRED');
        if (!(await captcha.redeem(captchaSolution))) throw await refuse(400, 'CAPTCHA_INVALID');
      }
      const user = await users.byUsername(username);
      if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
        throw new HttpError(401, 'INVALID_CREDENTIALS');
      }
      await attempts.release(keys, attempt.id);
      await attempts.clear(account);
      return session(user, toProfile(user));
    },

    /**
     * Signs the OpenID identity in (creating its account) and returns a one-time code for the web
     * app, usable only together with `browser` (the binding cookie of the browser that started).
     */
    async oidcLogin(identity: OidcIdentity, browser: string): Promise<string> {
      const user = await users.fromOidc(identity);
      const code = randomBytes(32).toString('base64url');
      await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now())));
      await db.insert(loginCodes).values({
        codeHash: codeHash(code, browser),
        userId: user.id,
        expiresAt: new Date(now() + LOGIN_CODE_TTL_MS),
      });
      return code;
    },

    /** Exchanges a one-time code once; unknown, used, expired and other browsers' codes are all 401. */
    async exchangeCode(code: string, browser: string): Promise<LoginAnswer> {
      const [used] = await db
        .delete(loginCodes)
        .where(
          and(eq(loginCodes.codeHash, codeHash(code, browser)), gt(loginCodes.expiresAt, new Date(now()))),
        )
        .returning({ userId: loginCodes.userId });
      const user = used && (await users.byId(used.userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      return session(user, toProfile(user));
    },

    /** A fresh single-use nonce for the user's next wallet-link message; earlier ones stop working. */
    async siweNonce(userId: number) {
      const nonce = generateSiweNonce();
      const expiresAt = new Date(now() + SIWE_MAX_AGE_MS);
      // One pending link per user (a new nonce replaces the last), so the table stays small. One
      // statement: the old nonce never goes without the new one, and the request waits for a
      // database connection once.
      await db.execute(
        sql`with "replaced" as (
            delete from "siwe_nonces" where "user_id" = ${userId} or "expires_at" < ${new Date(now())}
          )
          insert into "siwe_nonces" ("nonce", "user_id", "expires_at") values (${nonce}, ${userId}, ${expiresAt})`,
      );
      return { nonce, ...siwe.expected, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Links the wallet that signed `message`. A valid message consumes its nonce (which must be the
     * user's own and unexpired), so a signed message can never be used twice.
     */
    async linkWallet(userId: number, message: string, signature: string): Promise<Profile> {
      const checked = await siwe.verify(message, signature);
      if (!checked.ok) throw new HttpError(400, 'SIGNATURE_INVALID');
      const [consumed] = await db
        .delete(siweNonces)
        .where(
          and(
            eq(siweNonces.nonce, checked.nonce),
            eq(siweNonces.userId, userId),
            gt(siweNonces.expiresAt, new Date(now())),
          ),
        )
        .returning({ nonce: siweNonces.nonce });
      if (!consumed) throw new HttpError(400, 'SIGNATURE_INVALID');
      return users.linkWallet(userId, checked.address);
    },
  };
}

/** A login code's stored hash also covers its browser binding: the code alone matches nothing. */
function codeHash(code: string, browser: string): string {
  return sha256(`${code}.${browser}`);
}
