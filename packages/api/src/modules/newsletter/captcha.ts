import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { captchaUses } from '../../db/schema/index.ts';

/** How long a challenge may be solved and sent. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
/** Work asked of the browser: on average half this many SHA-256 hashes (well under a second). */
export const CAPTCHA_MAX_NUMBER = 100_000;

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** Reads the signature out of a solution: base64 JSON as the ALTCHA widget sends it, or plain JSON. */
function signatureOf(solution: string): string | undefined {
  for (const text of [Buffer.from(solution, 'base64').toString('utf8'), solution]) {
    try {
      const parsed = JSON.parse(text) as { signature?: unknown };
      if (typeof parsed.signature === 'string' && parsed.signature !== '') return parsed.signature;
    } catch {
      // not this form
    }
  }
  return undefined;
}

/**
 * ALTCHA proof of work (protocol v1, what the `altcha` widget speaks): the server signs a
 * challenge with an HMAC key derived from JWT_SECRET; a solved challenge is accepted once.
 */
export function createCaptchaService({
  db,
  secret,
  maxNumber = CAPTCHA_MAX_NUMBER,
  now = Date.now,
}: {
  db: Db;
  secret: string;
  maxNumber?: number;
  now?: () => number;
}) {
  // A key of its own, so a captcha signature can never stand in for anything signed with the JWT secret.
  const hmacKey = createHmac('sha256', secret).update('vrmarket altcha v1').digest('hex');
  return {
    challenge(): Promise<Challenge> {
      return createChallenge({ hmacKey, maxNumber, expires: new Date(now() + CAPTCHA_TTL_MS) });
    },

    /** True once for a valid, unexpired, unused solution. */
    async redeem(solution: string): Promise<boolean> {
      const signature = signatureOf(solution);
      if (!signature || !(await verifySolution(solution, hmacKey, true).catch(() => false))) return false;
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
      const inserted = await db
        .insert(captchaUses)
        .values({ signature, expiresAt: new Date(now() + CAPTCHA_TTL_MS) })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      return inserted.length === 1;
    },
  };
}
