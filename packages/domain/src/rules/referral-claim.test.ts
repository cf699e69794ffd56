import { describe, expect, it } from 'vitest';
import { meanPriceUnits, referralClaimAmounts } from './referral-claim.ts';

const USDT = 10n ** 6n;

describe('referral bonus claim amounts (R-BUY-8, ADR 0023)', () => {
  it('3 referrals at 10 USDT, 3 referrals in all: 3 %, 30 USDT × 3 / 100 = 0.9 USDT', () => {
    expect(
      referralClaimAmounts({ priceUnits: [10n * USDT, 10n * USDT, 10n * USDT], referralCount: 3 }),
    ).toEqual({
      count: 3,
      totalUnits: 30n * USDT,
      percent: 3,
      paymentUnits: 900_000n,
    });
  });

  it('the percent counts every referral of the referrer, capped at 20', () => {
    expect(referralClaimAmounts({ priceUnits: [100n * USDT], referralCount: 7 })).toMatchObject({
      percent: 7,
      paymentUnits: 7n * USDT,
    });
    expect(referralClaimAmounts({ priceUnits: [100n * USDT], referralCount: 35 })).toMatchObject({
      percent: 20,
      paymentUnits: 20n * USDT,
    });
  });

  it('the payment is floored in the token’s base units', () => {
    // 0.000033 USDT × 3 % = 0.00000099 USDT: less than one base unit.
    expect(referralClaimAmounts({ priceUnits: [33n], referralCount: 3 }).paymentUnits).toBe(0n);
    expect(referralClaimAmounts({ priceUnits: [101n], referralCount: 1 }).paymentUnits).toBe(1n);
  });

  it('the price per referral is the total over the count, floored; 0 with none', () => {
    expect(meanPriceUnits(10n * USDT + 1n, 3)).toBe(3_333_333n);
    expect(meanPriceUnits(0n, 0)).toBe(0n);
  });
});
