import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { problemKeyOf } from './issue.ts';
import {
  isBlockedNumberKey,
  isPositivePrice,
  isValidPrice,
  makePositivePriceSchema,
  makePriceSchema,
  maxPriceDecimals,
  priceProblem,
} from './price.ts';

describe('maxPriceDecimals: min(currency decimals, 6) − 1, exclusive', () => {
  it.each([
    ['USDT', 4],
    ['ETH', 4],
    ['aETH', 4],
    ['BIVE', 2],
    ['VRA', 2],
  ])('%s allows %i decimals', (currency, max) => {
    expect(maxPriceDecimals(currency)).toBe(max);
  });
});

describe('priceProblem', () => {
  it.each([
    ['0', 'USDT'],
    ['12', 'USDT'],
    ['12.5', 'USDT'],
    ['0.0001', 'USDT'],
    ['12345678', 'USDT'],
    ['12345678.1234', 'ETH'],
    ['1.25', 'BIVE'],
    [' 3.5 ', 'VRA'],
    ['1.1234', 'aETH'],
  ])('%j in %s is valid', (value, currency) => {
    expect(priceProblem(value, currency)).toBeNull();
    expect(isValidPrice(value, currency)).toBe(true);
  });

  it.each(['', '   ', 'abc', '1e5', '+1', '-1', '1-', '1.2.3', '.5', '5.', '1,5', 'Infinity'])(
    '%j is INVALID_PRICE',
    (value) => {
      expect(priceProblem(value, 'USDT')).toEqual({ key: 'INVALID_PRICE' });
    },
  );

  it('rejects a missing value', () => {
    expect(priceProblem(undefined, 'USDT')).toEqual({ key: 'INVALID_PRICE' });
    expect(priceProblem(null, 'USDT')).toEqual({ key: 'INVALID_PRICE' });
  });

  it('keeps the integer part under 9 digits', () => {
    expect(priceProblem('123456789', 'USDT')).toEqual({ key: 'PRICE_INTEGER_TOO_LONG', values: { max: 8 } });
  });

  it.each([
    ['1.12345', 'USDT', 4],
    ['1.12345', 'ETH', 4],
    ['1.123', 'BIVE', 2],
    ['1.123', 'VRA', 2],
  ])('%s has too many decimals for %s', (value, currency, max) => {
    expect(priceProblem(value, currency)).toEqual({ key: 'PRICE_TOO_MANY_DECIMALS', values: { max } });
  });

  it('accepts a number value', () => {
    expect(isValidPrice(2.5, 'USDT')).toBe(true);
    expect(isValidPrice(-2, 'USDT')).toBe(false);
  });

  it('isPositivePrice wants more than zero', () => {
    expect(isPositivePrice('0', 'USDT')).toBe(false);
    expect(isPositivePrice('0.0000', 'USDT')).toBe(false);
    expect(isPositivePrice('0.0001', 'USDT')).toBe(true);
    expect(isPositivePrice('x', 'USDT')).toBe(false);
  });

  it('blocks the e, + and - keys', () => {
    for (const key of ['e', 'E', '+', '-']) expect(isBlockedNumberKey(key)).toBe(true);
    for (const key of ['1', '.', 'Backspace']) expect(isBlockedNumberKey(key)).toBe(false);
  });
});

describe('price schemas', () => {
  it('parses to the trimmed text', () => {
    expect(makePriceSchema('USDT').parse(' 1.5 ')).toBe('1.5');
    expect(makePriceSchema('USDT').parse(0)).toBe('0');
  });

  it('carries the spec message and its key', () => {
    const result = makePriceSchema('USDT').safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Price is required and must be a number.');
    expect(problemKeyOf(result.error!.issues[0]!)).toBe('INVALID_PRICE');
  });

  it('interpolates the limit into the decimals message', () => {
    const result = makePriceSchema('BIVE').safeParse('1.123');
    expect(result.error?.issues[0]?.message).toBe('The price can have at most 2 decimal places.');
  });

  it('the positive variant says "Price must be greater than zero."', () => {
    const schema = makePositivePriceSchema('USDT');
    expect(schema.safeParse('0').error?.issues.map((issue) => issue.message)).toEqual([
      messages.PRICE_GREATER_THAN_ZERO,
    ]);
    expect(schema.safeParse('abc').error?.issues.map((issue) => issue.message)).toEqual([
      messages.INVALID_PRICE,
    ]);
    expect(schema.parse('3')).toBe('3');
  });

  it('uses the given translation', () => {
    const result = makePriceSchema('USDT', (key) => `vi:${key}`).safeParse('');
    expect(result.error?.issues[0]?.message).toBe('vi:INVALID_PRICE');
  });
});
