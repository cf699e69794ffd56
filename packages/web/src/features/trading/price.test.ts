import { describe, expect, it } from 'vitest';
import { positivePriceProblem } from './price.ts';

describe('positivePriceProblem', () => {
  it('accepts a plain positive price within the currency’s decimals', () => {
    expect(positivePriceProblem('12.5', 'USDT')).toBeNull();
    expect(positivePriceProblem('0.0001', 'USDT')).toBeNull();
    expect(positivePriceProblem('3.25', 'VRA')).toBeNull();
  });

  it('an empty price says the price must be higher than zero (R-VALID-3: the field shows it while empty)', () => {
    expect(positivePriceProblem('', 'USDT')?.key).toBe('PRICE_HIGHER_THAN_ZERO');
    expect(positivePriceProblem('  ', 'VRA')?.key).toBe('PRICE_HIGHER_THAN_ZERO');
  });

  it('names the rule a price breaks', () => {
    expect(positivePriceProblem('1e3', 'USDT')?.key).toBe('INVALID_PRICE');
    expect(positivePriceProblem('0', 'USDT')?.key).toBe('PRICE_GREATER_THAN_ZERO');
    expect(positivePriceProblem('0.00', 'USDT')?.key).toBe('PRICE_GREATER_THAN_ZERO');
    expect(positivePriceProblem('1.123', 'VRA')?.key).toBe('PRICE_TOO_MANY_DECIMALS');
    expect(positivePriceProblem('123456789', 'USDT')?.key).toBe('PRICE_INTEGER_TOO_LONG');
  });
});
