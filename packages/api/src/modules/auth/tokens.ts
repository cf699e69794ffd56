import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import { BEARER } from '../../http/auth.ts';

/** What an access token says about its holder. */
export type TokenSubject = { id: number; username: string };

/** Access tokens live a week: long enough to stay signed in, short enough to age out. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The audience names this api, so tokens minted for another service are refused. */
export const ACCESS_TOKEN_AUDIENCE = 'vrmarket-api';
const ALGORITHM = 'HS256';
/** Verified tokens remembered (each until its expiry), so a signed-in page's requests check it once. */
const MAX_VERIFIED = 10_000;

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Signs and verifies the api's access tokens: HS256 JWTs (jose) with issuer = PUBLIC_URL,
 * audience 'vrmarket-api', `sub` = the user id and an expiry.
 */
export function createTokenService({
  config,
  now = () => Date.now(),
}: {
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
  now?: () => number;
}) {
  const key = new TextEncoder().encode(config.jwtSecret);
  const issuer = config.publicUrl;
  // A token's check depends only on the token, the key and the time: a valid one stays valid
  // until its `exp` (nothing revokes access tokens; signing out drops them in the browser).
  const verified = new Map<string, { subject: TokenSubject; expires: number }>();
  return {
    async issue(subject: TokenSubject): Promise<{ accessToken: string; expiresAt: number }> {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const accessToken = await new SignJWT({ username: subject.username })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.id))
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { accessToken, expiresAt: expiresAt * 1000 };
    },

    /**
     * The user id of an `Authorization: Bearer` header whose token was verified before and has not
     * expired; undefined otherwise (nothing is verified here: it is a memory look-up).
     */
    knownUser(authorization: string): number | undefined {
      const match = BEARER.exec(authorization);
      const known = match ? verified.get(match[1]!) : undefined;
      return known && now() < known.expires ? known.subject.id : undefined;
    },

    /** The token's subject, or null when it is malformed, tampered, expired or not for this api. */
    async verify(token: string): Promise<TokenSubject | null> {
      const known = verified.get(token);
      if (known && now() < known.expires) return known.subject;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp'],
        });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.username !== 'string') return null;
        const subject = { id, username: payload.username };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { subject, expires: (payload.exp ?? 0) * 1000 });
        return subject;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
