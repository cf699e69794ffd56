import { PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { buyButtonState, pagesFor, referralCodeFromCookie } from './flow.ts';

const listed = { purchasesStatus: PurchaseStatus.SELLING, onchain: true, labActive: false };
const unminted = { purchasesStatus: PurchaseStatus.NONE, onchain: false, labActive: true };
const owned = { purchasesStatus: PurchaseStatus.OWNED, onchain: true, labActive: false };

describe('Buy button', () => {
  it('is hidden while allow-buy is off, and for an NFT that is not for sale', () => {
    expect(buyButtonState(listed, { allowBuy: false }, null)).toBe('hidden');
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
    expect(referralCodeFromCookie('a=1; refCode=%20pro2%20; b=2')).toBe('pro2');
    expect(referralCodeFromCookie('a=1')).toBe('');
    expect(referralCodeFromCookie('refCode=')).toBe('');
  });
});
