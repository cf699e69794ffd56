import type { CaptchaChallenge } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

export function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  return apiFetch<CaptchaChallenge>('/v1/captcha/challenge', { cache: 'no-store' });
}

/** `POST /api/v1/submit-email` with the email and the solved captcha (altcha payload). */
export function submitEmail(body: { email: string; captcha: string }): Promise<unknown> {
  return apiFetch('/v1/submit-email', { method: 'POST', json: body });
}
