import { z } from 'zod';
import { PRICE_INPUT } from '../constants.ts';
import { type Currency, currencyDecimals, toCurrency } from '../currency.ts';
import { english, type Translate } from '../messages.ts';
import { addProblem, type Problem } from './issue.ts';

/** Keys the price (and phone) inputs block: exponent and sign characters. */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['e', 'E', '+', '-'];
export const isBlockedNumberKey = (key: string): boolean => BLOCKED_NUMBER_KEYS.includes(key);

/**
 * Decimal places a price may have. The spec: "decimals shorter than min(currency decimals, 6) minus
 * 1", read literally as `length < min(decimals, 6) - 1`, so USDT and aETH allow 4 (the display
 * precision) and BIVE and VRA (4 decimals) allow 2.
 */
export function maxPriceDecimals(currency: Currency | string): number {
  const known = toCurrency(currency) ?? 'USDT';
  return Math.min(currencyDecimals(known), PRICE_INPUT.decimalsCap) - 2;
}

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** The first rule a price text breaks, or null. Only plain digits with one optional point pass. */
export function priceProblem(
  value: string | number | null | undefined,
  currency: Currency | string,
): Problem | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (text === '' || !PLAIN_NUMBER.test(text)) return { key: 'INVALID_PRICE' };
  const [integer = '', fraction = ''] = text.split('.');
  if (integer.length > PRICE_INPUT.maxIntegerDigits) {
    return { key: 'PRICE_INTEGER_TOO_LONG', values: { max: PRICE_INPUT.maxIntegerDigits } };
  }
  const maxDecimals = maxPriceDecimals(currency);
  if (fraction.length > maxDecimals) return { key: 'PRICE_TOO_MANY_DECIMALS', values: { max: maxDecimals } };
  return null;
}

export const isValidPrice = (
  value: string | number | null | undefined,
  currency: Currency | string,
): boolean => priceProblem(value, currency) === null;

export const isPositivePrice = (
  value: string | number | null | undefined,
  currency: Currency | string,
): boolean => isValidPrice(value, currency) && Number(value) > 0;

/** A price field (≥ 0) for the given currency; parses to the trimmed text. */
export function makePriceSchema(currency: Currency | string, t: Translate = english) {
  return z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .superRefine((text, ctx) => {
      const problem = priceProblem(text, currency);
      if (problem) addProblem(ctx, problem, t);
    });
}

/** A price that must also be above zero ('Price must be greater than zero.'), as in Sell and Rent. */
export function makePositivePriceSchema(currency: Currency | string, t: Translate = english) {
  return makePriceSchema(currency, t).superRefine((text, ctx) => {
    if (isValidPrice(text, currency) && Number(text) <= 0)
      addProblem(ctx, { key: 'PRICE_GREATER_THAN_ZERO' }, t);
  });
}
