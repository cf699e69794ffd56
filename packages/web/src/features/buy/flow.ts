import {
  type Currency,
  currencyLabel,
  DECIMALS,
  formatPrice,
  isBuyable,
  normaliseReferralCode,
  PurchaseStatus,
  referralCodeFromQuery,
  referralPercent,
  referralReward,
} from '@vrmarket/domain';

/**
 * The Buy dialog's pages (spec "Buy dialog steps"): 1 choose the currency; for an unminted NFT the
 * amount with the optional referral code; for USDT the payment view, for aETH the amount with its
 * rate; then the confirm; then the chain steps.
 */
export type BuyPage = 'currency' | 'amount' | 'payment' | 'confirm' | 'running' | 'failed';

/** The pages between choosing the currency and the confirm, for this NFT and currency. */
export function pagesFor(purchasesStatus: number, currency: Currency): BuyPage[] {
  const pages: BuyPage[] = ['currency'];
  if (purchasesStatus === PurchaseStatus.NONE) pages.push('amount');
  if (currency === 'USDT' || currency === 'ETH') pages.push('payment');
  pages.push('confirm');
  return pages;
}

/**
 * The buy dialog's referral code (spec: "kept in a cookie refCode, read from the URL query in the
 * buy dialog"), trimmed: the address's `?refCode=` (or `?ref=`) when it has one, else the cookie.
 */
export function referralCodeFor(
  search: string = window.location.search,
  cookie: string = document.cookie,
): string {
  const fromQuery = referralCodeFromQuery(new URLSearchParams(search));
  if (fromQuery) return fromQuery;
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'refCode') return normaliseReferralCode(decodeURIComponent(value.join('='))) ?? '';
  }
  return '';
}

/**
 * The Buy button for this viewer: hidden while the NFT is not buyable (or the app config is not
 * loaded); shown disabled with the reason while the allow-buy flag is off ('off') and for an
 * account outside the whitelist while the whitelist check is on ('blocked'); disabled without a
 * reason while that check waits for a signed-in account's profile ('checking'). (Visitors see it:
 * clicking asks them to sign in.)
 */
export function buyButtonState(
  nft: Parameters<typeof isBuyable>[0],
  config: { allowBuy: boolean; checkWhitelist?: boolean } | undefined,
  /** null: a visitor; undefined: a signed-in account whose profile has not come yet. */
  profile: { is_whitelist_market: boolean } | null | undefined,
): 'hidden' | 'off' | 'checking' | 'blocked' | 'enabled' {
  if (!config || !isBuyable(nft)) return 'hidden';
  if (!config.allowBuy) return 'off';
  if (config.checkWhitelist && profile === undefined) return 'checking';
  if (config.checkWhitelist && profile && !profile.is_whitelist_market) return 'blocked';
  return 'enabled';
}

/** The buy dialog's referral reward (spec "Buying"): none yet, or count × price × percent / 100. */
export type ReferralRewardView =
  | { kind: 'none' }
  | { kind: 'reward'; count: number; percent: number; price: string; reward: string };

/** What the reward line shows for the buyer's `count` referrals at this price (2 decimals). */
export function referralRewardView(count: number, price: string, currency: string): ReferralRewardView {
  const percent = referralPercent(count);
  if (percent === 0) return { kind: 'none' };
  return {
    kind: 'reward',
    count,
    percent,
    price: formatPrice(price, currency),
    // Always 2 decimals (spec), unlike prices, whose trailing zeros are trimmed.
    reward: `${referralReward(count, price).toFixed(DECIMALS.referralReward)} ${currencyLabel(currency)}`,
  };
}
