import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatApy,
  formatArea,
  formatPrice,
  formatTokenCode,
  nftTitle,
  padTokenId,
  shortenAddress,
  shortenForDetail,
  shortenForHeader,
  shortenForMenu,
  storeSizeClass,
  toPlainDecimal,
  truncateText,
} from './format.ts';

const address = '0x1234567890abcdef1234567890abcdef12345678';

describe('token ids and titles', () => {
  it.each([
    [42, '0000042', '#0000042'],
    ['7', '0000007', '#0000007'],
    [1234567, '1234567', '#1234567'],
    [123456789, '123456789', '#123456789'],
    [0, '0000000', '#0000000'],
  ])('%s pads to %s', (tokenId, padded, code) => {
    expect(padTokenId(tokenId)).toBe(padded);
    expect(formatTokenCode(tokenId)).toBe(code);
  });

  it('uses the custom title, else vrNFT plus the padded id', () => {
    expect(nftTitle({ tokenId: 42, components: { customTitle: 'My home' } })).toBe('My home');
    expect(nftTitle({ tokenId: 42, components: { customTitle: '  ' } })).toBe('vrNFT 0000042');
    expect(nftTitle({ tokenId: '42' })).toBe('vrNFT 0000042');
    expect(nftTitle({ tokenId: 42, components: null })).toBe('vrNFT 0000042');
  });
});

describe('shortenAddress', () => {
  it('keeps head and tail around "..."', () => {
    expect(shortenForDetail(address)).toBe('0x12...5678');
    expect(shortenForHeader(address)).toBe('0x123...45678');
    expect(shortenForMenu(address)).toBe('0x1234...345678');
    expect(shortenAddress(address, 2, 3)).toBe('0x...678');
  });

  it('leaves text no longer than the shortened form alone, and empty stays empty', () => {
    expect(shortenAddress('0x123456789', 4, 4)).toBe('0x123456789');
    expect(shortenAddress('0x1234567890', 4, 4)).toBe('0x12...7890');
    expect(shortenForDetail(undefined)).toBe('');
    expect(shortenForDetail(null)).toBe('');
  });
});

describe('formatPrice', () => {
  it.each([
    [12, '12'],
    [12.5, '12.5'],
    ['12.500000', '12.5'],
    ['1.00000', '1'],
    [1.23456789, '1.2345'],
    ['1.99999', '1.9999'],
    [0.00001, '0'],
    [1e-7, '0'],
    [1e21, '1000000000000000000000'],
    ['0012.30', '12.3'],
    [-1.23456, '-1.2345'],
    [-0.00001, '0'],
    ['abc', '0'],
    [null, '0'],
    [Number.NaN, '0'],
    [10n, '10'],
    ['.5', '0.5'],
  ])('%s → %s (truncated to 4 decimals, zeros trimmed)', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it('appends the currency label, aETH for ETH', () => {
    expect(formatPrice('1.5000', 'ETH')).toBe('1.5 aETH');
    expect(formatPrice(25, 'USDT')).toBe('25 USDT');
  });

  it('never shows more than 4 decimals nor a trailing zero, and never exceeds the value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (value) => {
        const text = formatPrice(value);
        const fraction = text.split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(4);
        expect(fraction.endsWith('0')).toBe(false);
        expect(Number(text)).toBeLessThanOrEqual(value);
        expect(value - Number(text)).toBeLessThan(0.0001 + value * 1e-12);
      }),
    );
  });

  it('toPlainDecimal avoids exponent notation', () => {
    expect(toPlainDecimal(1e-7)).toBe('0.0000001');
    expect(toPlainDecimal(-1.25e-8)).toBe('-0.0000000125');
    expect(toPlainDecimal(2.5e21)).toBe('2500000000000000000000');
    expect(toPlainDecimal(1.2345e21)).toBe('1234500000000000000000');
    expect(toPlainDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(toPlainDecimal(-0)).toBe('0');
    expect(toPlainDecimal(1234.5)).toBe('1234.5');
    expect(toPlainDecimal('1e3')).toBe('1000');
    expect(toPlainDecimal('')).toBeNull();
    expect(toPlainDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('areas and store sizes', () => {
  it('formats the area with 1 decimal by default, 2 when asked', () => {
    expect(formatArea(123.456)).toBe('123.5');
    expect(formatArea(123.456, 2)).toBe('123.46');
    expect(formatArea('80')).toBe('80.0');
    expect(formatArea(undefined)).toBe('');
    expect(formatArea('n/a')).toBe('');
  });

  it.each([
    [0, 'Small'],
    [39.99, 'Small'],
    [40, 'Medium'],
    [99.9, 'Medium'],
    [100, 'Large'],
    [5000, 'Large'],
  ] as const)('area %d is %s', (area, size) => {
    expect(storeSizeClass(area)).toBe(size);
  });
});

describe('small text helpers', () => {
  it('capitalize upper-cases only the first letter', () => {
    expect(capitalize('vrHomes')).toBe('VrHomes');
    expect(capitalize('2D avatar')).toBe('2D avatar');
    expect(capitalize('')).toBe('');
    expect(capitalize(undefined)).toBe('');
  });

  it.each([
    [0.12, '12%'],
    [0.07, '7%'],
    [0.125, '12.5%'],
    ['0.3333333', '33.33%'],
    [0, '0%'],
    ['x', '0%'],
  ])('APY %s is shown as %s', (fraction, text) => {
    expect(formatApy(fraction)).toBe(text);
  });

  it('truncates text over the limit', () => {
    expect(truncateText('abcdef', 3)).toEqual({ text: 'abc', truncated: true });
    expect(truncateText('abc', 3)).toEqual({ text: 'abc', truncated: false });
  });
});
