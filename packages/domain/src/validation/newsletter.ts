import { z } from 'zod';
import { english, type Translate } from '../messages.ts';
import { isValidEmail } from './email.ts';

/** Newsletter signup: a valid email and a solved captcha (its token). */
export function makeNewsletterSchema(t: Translate = english) {
  return z.object({
    email: z
      .string({ error: t('NEWSLETTER_EMAIL_INVALID') })
      .trim()
      .refine(isValidEmail, { error: t('NEWSLETTER_EMAIL_INVALID') }),
    captcha: z.string({ error: t('CAPTCHA_REQUIRED') }).min(1, { error: t('CAPTCHA_REQUIRED') }),
  });
}
