import { referralCodeFromQuery } from '@vrmarket/domain';

/**
 * Spec (header): a `?ref=` value is saved in a cookie named refCode (path /); the query is then
 * stripped and the page reloads. The profile's referral link and the share link carry
 * `?refCode=` (spec "Roles"): it is kept the same way, so the code outlives the sign-in and the
 * way to the NFT that is bought.
 */
export const REF_COOKIE = 'refCode';
/** The spec gives no lifetime: 30 days, long enough to sign up after following a friend's link. */
export const REF_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface RefCapture {
  cookie: string;
  /** The same address without `ref` and `refCode`, to reload. */
  url: string;
}

/** What to store and where to go when the address carries `?ref=` or `?refCode=`; null when it does not. */
export function refCapture(href: string): RefCapture | null {
  const url = new URL(href);
  if (!url.searchParams.has('ref') && !url.searchParams.has(REF_COOKIE)) return null;
  const code = referralCodeFromQuery(url.searchParams);
  url.searchParams.delete('ref');
  url.searchParams.delete(REF_COOKIE);
  const cookie = code
    ? `${REF_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${REF_COOKIE_MAX_AGE_S}; SameSite=Lax`
    : '';
  return { cookie, url: `${url.pathname}${url.search}${url.hash}` };
}

/** Runs before the app renders; true when the page is reloading without the code. */
export function captureRefCode(): boolean {
  const capture = refCapture(window.location.href);
  if (!capture) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be written synchronously, before the reload.
  if (capture.cookie) document.cookie = capture.cookie;
  window.location.replace(capture.url);
  return true;
}
