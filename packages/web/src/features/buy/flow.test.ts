import { PurchaseStatus } from '@vrmarket/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources.ts';
import { buyButtonState, pagesFor, referralCodeFor, referralRewardView } from './flow.ts';

const listed = { purchasesStatus: PurchaseStatus.SELLING, onchain: true, labActive: false };
const unminted = { purchasesStatus: PurchaseStatus.NONE, onchain: false, labActive: true };
const owned = { purchasesStatus: PurchaseStatus.OWNED, onchain: true, labActive: false };

describe('Buy button', () => {
  it('is off (disabled, with the reason) while allow-buy is off; hidden for an NFT that is not for sale', () => {
    expect(buyButtonState(listed, { allowBuy: false }, null)).toBe('off');
    expect(buyButtonState(unminted, { allowBuy: false, checkWhitelist: true }, null)).toBe('off');
    expect(buyButtonState(owned, { allowBuy: false }, null)).toBe('hidden');
    expect(buyButtonState(listed, undefined, null)).toBe('hidden');
    expect(buyButtonState(owned, { allowBuy: true }, null)).toBe('hidden');
    expect(buyButtonState({ ...unminted, labActive: false }, { allowBuy: true }, null)).toBe('hidden');
  });

  it('is enabled for listed and offered unminted NFTs while allow-buy is on', () => {
    expect(buyButtonState(listed, { allowBuy: true }, null)).toBe('enabled');
    expect(buyButtonState(unminted, { allowBuy: true }, { is_whitelist_market: false })).toBe('enabled');
  });

  it('is disabled for an account outside the whitelist while the check is on', () => {
    const strict = { allowBuy: true, checkWhitelist: true };
    expect(buyButtonState(listed, strict, { is_whitelist_market: false })).toBe('blocked');
    expect(buyButtonState(listed, strict, { is_whitelist_market: true })).toBe('enabled');
    // A visitor still sees it: clicking asks them to sign in first.
    expect(buyButtonState(listed, strict, null)).toBe('enabled');
    // A signed-in account's whitelist mark comes with its profile: until then, neither way.
    expect(buyButtonState(listed, strict, undefined)).toBe('checking');
    expect(buyButtonState(listed, { allowBuy: true }, undefined)).toBe('enabled');
  });
});

describe('Buy dialog pages', () => {
  it('asks amount and referral code only for unminted NFTs; USDT and aETH get their payment page', () => {
    expect(pagesFor(PurchaseStatus.SELLING, 'USDT')).toEqual(['currency', 'payment', 'confirm']);
    expect(pagesFor(PurchaseStatus.SELLING, 'ETH')).toEqual(['currency', 'payment', 'confirm']);
    expect(pagesFor(PurchaseStatus.SELLING, 'BIVE')).toEqual(['currency', 'confirm']);
    expect(pagesFor(PurchaseStatus.NONE, 'USDT')).toEqual(['currency', 'amount', 'payment', 'confirm']);
    expect(pagesFor(PurchaseStatus.NONE, 'VRA')).toEqual(['currency', 'amount', 'confirm']);
  });

  it('reads the referral code from the refCode cookie, trimmed', () => {
    expect(referralCodeFor('', 'a=1; refCode=%20pro2%20; b=2')).toBe('pro2');
    expect(referralCodeFor('', 'a=1')).toBe('');
    expect(referralCodeFor('', 'refCode=')).toBe('');
  });

  it('reads the referral code from the URL query first (?refCode= or ?ref=), then the cookie', () => {
    expect(referralCodeFor('?refCode=alice', 'refCode=pro2')).toBe('alice');
    expect(referralCodeFor('?category=3&ref=%20bob%20', '')).toBe('bob');
    expect(referralCodeFor('?refCode=', 'refCode=pro2')).toBe('pro2');
  });
});

describe('referral reward line', () => {
  const texts = i18next.createInstance();
  beforeAll(() => texts.init({ resources, lng: 'en' }));
  const line = (count: number, price: string, currency: string) => {
    const view = referralRewardView(count, price, currency);
    return view.kind === 'none'
      ? texts.t('NO_REFERRALS_YET')
      : texts.t('buy.dialog.referralReward', { ...view });
  };

  it('without referrals invites the buyer to refer friends', () => {
    expect(line(0, '25', 'USDT')).toBe(
      'You did not referred any user. Please invite your friends to claim the rewards.',
    );
  });

  it('is count × price × percent / 100 with the percent equal to the count, to 2 decimals', () => {
    expect(line(1, '2.5', 'USDT')).toBe('1 referral × 2.5 USDT × 1% = 0.03 USDT');
    expect(line(3, '10', 'ETH')).toBe('3 referrals × 10 aETH × 3% = 0.90 aETH');
  });

  it('caps the percent at 20', () => {
    expect(line(25, '4', 'VRA')).toBe('25 referrals × 4 VRA × 20% = 20.00 VRA');
  });
});
