import { isValidEmail } from '@vrmarket/domain';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { CaptchaService } from './captcha.ts';

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export function createNewsletterService({ db, captcha }: { db: Db; captcha: CaptchaService }) {
  return {
    captchaChallenge: () => captcha.challenge(),

    /** Checks the email, then the captcha, then stores the address once (signing up twice is fine). */
    async subscribe(email: string, solution: string): Promise<void> {
      const address = email.trim().toLowerCase();
      if (!isValidEmail(address)) throw new HttpError(400, 'NEWSLETTER_EMAIL_INVALID');
      if (!(await captcha.redeem(solution))) throw new HttpError(400, 'CAPTCHA_INVALID');
      try {
        await db.insert(newsletterSubscribers).values({ email: address }).onConflictDoNothing();
      } catch (error) {
        throw Object.assign(new HttpError(503, 'NEWSLETTER_NOT_SENT'), { cause: error });
      }
    },
  };
}
