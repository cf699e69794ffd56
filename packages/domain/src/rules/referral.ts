import { DECIMALS, MAX_REFERRAL_PERCENT } from '../constants.ts';
import { roundTo, toNumber } from './round.ts';

/** The reward percentage equals the number of referrals, capped at 20. */
export function referralPercent(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), MAX_REFERRAL_PERCENT);
}

/** Reward = count × price × percent / 100, to 2 decimals. */
export function referralReward(count: number, price: number | string): number {
  const referrals = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return roundTo((referrals * toNumber(price) * referralPercent(count)) / 100, DECIMALS.referralReward);
}

/** A referral code typed or read from the refCode cookie: trimmed, empty means none. */
export function normaliseReferralCode(code: string | null | undefined): string | undefined {
  const trimmed = code?.trim();
  return trimmed ? trimmed : undefined;
}

/** The profile's referral link: the origin plus ?refCode={username}. */
export function referralLink(origin: string, username: string): string {
  return `${origin}?refCode=${encodeURIComponent(username)}`;
}

/** The referral code of an incoming URL: the header reads ?ref=, shared links carry ?refCode=. */
export function referralCodeFromQuery(params: URLSearchParams): string | undefined {
  return normaliseReferralCode(params.get('ref') ?? params.get('refCode'));
}

/**
 * The detail screen's share link (spec: "a user with a username and an active lab flag gets a
 * share link with their username as refCode"): for an NFT whose lab flag is active (an unminted
 * offer, the purchase a referral pays on) a sharer with a username adds ?refCode={username}.
 */
export function shareLink(
  origin: string,
  path: string,
  username: string | null | undefined,
  labActive: boolean,
): string {
  const code = normaliseReferralCode(username);
  return labActive && code ? `${origin}${path}?refCode=${encodeURIComponent(code)}` : `${origin}${path}`;
}
