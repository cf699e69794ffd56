import { describe, expect, it } from 'vitest';
import {
  Currency,
  currencies,
  currencyDecimals,
  currencyLabel,
  DEFAULT_CURRENCY,
  parseCurrencyList,
  toCurrency,
} from './currency.ts';

describe('Currency', () => {
  it('the default currency is one of the currencies, each listed once', () => {
    expect(currencies).toContain(DEFAULT_CURRENCY);
    expect(new Set(currencies).size).toBe(currencies.length);
  });

  it.each([
    ['USDT', 'USDT'],
    ['BIVE', 'BIVE'],
    ['VRA', 'VRA'],
    ['ETH', 'aETH'],
    ['OTHER', 'OTHER'],
  ])('labels %s as %s', (code, label) => {
    expect(currencyLabel(code)).toBe(label);
  });

  it.each([
    ['bsc', 'USDT', 18],
    ['bsc', 'ETH', 18],
    ['bsc', 'BIVE', 4],
    ['bsc', 'VRA', 4],
    ['eth', 'USDT', 6],
    ['eth', 'ETH', 18],
    ['eth', 'BIVE', 4],
    ['eth', 'VRA', 4],
  ] as const)('on %s %s has %i decimals', (chain, currency, decimals) => {
    expect(currencyDecimals(currency, chain)).toBe(decimals);
  });

  it('defaults to the BSC decimals', () => {
    expect(currencyDecimals(Currency.USDT)).toBe(18);
  });

  it('reads aETH and AETH as ETH, case-insensitively, and rejects unknown codes', () => {
    expect(toCurrency('aETH')).toBe('ETH');
    expect(toCurrency('AETH')).toBe('ETH');
    expect(toCurrency(' usdt ')).toBe('USDT');
    expect(toCurrency('DOGE')).toBeUndefined();
    expect(toCurrency('')).toBeUndefined();
    expect(toCurrency(null)).toBeUndefined();
  });
});

describe('parseCurrencyList', () => {
  it.each([
    ['USDT-VRA', ['USDT', 'VRA']],
    ['USDT-BIVE-ETH', ['USDT', 'BIVE', 'ETH']],
    ['aUSDT-BIVE', ['BIVE']],
    ['USDT-USDT', ['USDT']],
    ['USDT--aETH', ['USDT', 'ETH']],
    ['', []],
  ])('%s → %j', (text, list) => {
    expect(parseCurrencyList(text)).toEqual(list);
  });

  it('treats a missing configuration as no currency', () => {
    expect(parseCurrencyList(undefined)).toEqual([]);
  });
});
