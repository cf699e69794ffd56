import { referralPercent } from './referral.ts';

/**
 * A referral bonus claim over referrals sold at `priceUnits` (token base units), for a referrer
 * with `referralCount` referrals in all: percent = that count capped at 20 (R-BUY-8), payment =
 * the sum of the prices × percent / 100, floored in base units (ADR 0023).
 */
export function referralClaimAmounts(input: { priceUnits: readonly bigint[]; referralCount: number }) {
  const percent = referralPercent(input.referralCount);
  const totalUnits = input.priceUnits.reduce((sum, price) => sum + price, 0n);
  return {
    count: input.priceUnits.length,
    totalUnits,
    percent,
    paymentUnits: (totalUnits * BigInt(percent)) / 100n,
  };
}

/** The price per referral a claim history row shows: the total over the count, floored; 0 for none. */
export function meanPriceUnits(totalUnits: bigint, count: number): bigint {
  return count > 0 ? totalUnits / BigInt(count) : 0n;
}
