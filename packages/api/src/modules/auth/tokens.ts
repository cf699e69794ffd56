import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

/** What an access token says about its holder. */
export type TokenSubject = { id: number; username: string };

/** Access tokens live a week: long enough to stay signed in, short enough to age out. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The audience names this api, so tokens minted for another service are refused. */
export const ACCESS_TOKEN_AUDIENCE = 'vrmarket-api';
const ALGORITHM = 'HS256';

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

    /** The token's subject, or null when it is malformed, tampered, expired or not for this api. */
    async verify(token: string): Promise<TokenSubject | null> {
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
        return { id, username: payload.username };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
