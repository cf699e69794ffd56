import { apiFetch } from '../../api/client.ts';

/** An altcha proof-of-work challenge (`GET /api/v1/captcha/challenge`). */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
  maxNumber?: number;
}

export function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  return apiFetch<CaptchaChallenge>('/v1/captcha/challenge', { cache: 'no-store' });
}

/** `POST /api/v1/submit-email` with the email and the solved captcha (altcha payload). */
export function submitEmail(body: { email: string; captcha: string }): Promise<unknown> {
  return apiFetch('/v1/submit-email', { method: 'POST', json: body });
}
