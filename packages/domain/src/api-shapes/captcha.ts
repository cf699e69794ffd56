import { z } from 'zod';

/** `GET /api/v1/captcha/challenge`: an ALTCHA proof-of-work challenge (the newsletter form's). */
export const captchaChallengeShape = z
  .object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number().int().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.output<typeof captchaChallengeShape>;
