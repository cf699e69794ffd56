import type { CaptchaChallenge } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

export function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  return read(api.GET('/api/v1/captcha/challenge', { cache: 'no-store' }));
}

/** `POST /api/v1/submit-email` with the email and the solved captcha (altcha payload). */
export function submitEmail(body: { email: string; captcha: string }): Promise<unknown> {
  return read(api.POST('/api/v1/submit-email', { body }));
}
