import { type Currency, currencyDecimals, maxPriceDecimals, toCurrency } from '@vrmarket/domain';
import { formatUnits, parseUnits } from 'viem';
import { type PriceProblem, positivePriceProblem } from '../trading/price.ts';

const decimalsOf = (currency: string) => currencyDecimals((toCurrency(currency) ?? 'USDT') as Currency);

/** A decimal text in the currency's smallest unit (null when it is no number). */
function unitsOf(amount: string, currency: string): bigint | null {
  try {
    return parseUnits(amount.trim(), decimalsOf(currency));
  } catch {
    return null;
  }
}

/**
 * The least bid a user can type: the auction's minimum rounded up to the decimals a price field
 * takes (an increment of 5 % on 10.1234 is 10.62957, which the field cannot hold: 10.6296).
 */
export function typableMinimum(minimumBid: string, currency: string): string {
  const decimals = decimalsOf(currency);
  const units = unitsOf(minimumBid, currency) ?? 0n;
  const step = 10n ** BigInt(Math.max(0, decimals - maxPriceDecimals(currency)));
  const rounded = ((units + step - 1n) / step) * step;
  return formatUnits(rounded, decimals);
}

/**
 * The first problem of a bid: the price rules (empty, zero, format), then below the auction's
 * minimum bid ('Your bid must be at least 105 USDT.').
 */
export function bidProblem(
  amount: string,
  minimumBid: string,
  currency: string,
): PriceProblem | 'belowMinimum' | null {
  const problem = positivePriceProblem(amount, currency);
  if (problem) return problem;
  const units = unitsOf(amount, currency);
  const minimum = unitsOf(minimumBid, currency) ?? 0n;
  return units !== null && units >= minimum ? null : 'belowMinimum';
}
