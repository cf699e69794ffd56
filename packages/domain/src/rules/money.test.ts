import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountReceived, amountReceivedUnits, marketplaceFee, marketplaceFeeUnits } from './fee.ts';
import { normaliseReferralCode, referralPercent, referralReward } from './referral.ts';
import { roundTo } from './round.ts';
import { formatPriceRange, templatePriceRange } from './template.ts';

describe('referral', () => {
  it.each([
    [0, 0],
    [1, 1],
    [5, 5],
    [19, 19],
    [20, 20],
    [21, 20],
    [1000, 20],
    [-3, 0],
    [Number.NaN, 0],
  ])('%i referrals give %i percent', (count, percent) => {
    expect(referralPercent(count)).toBe(percent);
  });

  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [5, 10, 2.5],
    [3, 3.33, 0.3],
    [25, 10, 50],
    [7, '1.5', 0.74],
  ])('%i referrals at price %s earn %d', (count, price, reward) => {
    expect(referralReward(count, price)).toBe(reward);
  });

  it('trims the referral code; blank means none', () => {
    expect(normaliseReferralCode('  alice ')).toBe('alice');
    expect(normaliseReferralCode('   ')).toBeUndefined();
    expect(normaliseReferralCode(undefined)).toBeUndefined();
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1.23456, 4, 1.2346],
    [-1.005, 2, -1.01],
    [0, 2, 0],
    [Number.NaN, 2, 0],
  ])('%d to %i places is %d', (value, decimals, rounded) => {
    expect(roundTo(value, decimals)).toBe(rounded);
  });
});

describe('marketplace fee', () => {
  it.each([
    [100, 3, 97],
    ['10', 0.3, 9.7],
    [0, 0, 0],
  ])('price %s: fee %d, received %d', (price, fee, received) => {
    expect(marketplaceFee(price)).toBeCloseTo(fee, 10);
    expect(amountReceived(price)).toBeCloseTo(received, 10);
  });

  it('in smallest units: 3% rounded down, fee + received = amount', () => {
    expect(marketplaceFeeUnits(10n ** 18n)).toBe(3n * 10n ** 16n);
    expect(marketplaceFeeUnits(99n)).toBe(2n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), (amount) => {
        expect(marketplaceFeeUnits(amount) + amountReceivedUnits(amount)).toBe(amount);
        expect(marketplaceFeeUnits(amount) * 10000n).toBeLessThanOrEqual(amount * 300n);
      }),
    );
  });
});

describe('templatePriceRange', () => {
  it('no meshes: the price rounded to 4 decimals', () => {
    expect(templatePriceRange({ price: '12.345678' })).toEqual({ min: 12.3457, max: 12.3457 });
    expect(templatePriceRange({ price: 5, modelMeshes: [] })).toEqual({ min: 5, max: 5 });
  });

  it('meshes: base + required meshes up to base + all meshes + count × highest texture', () => {
    const template = {
      price: 10,
      modelMeshes: [
        { price: 2, required: true },
        { price: 3, required: false },
        { price: '1.5', required: true },
      ],
      modelTextures: [{ price: 1 }, { price: 4 }, { price: '0.5' }],
    };
    expect(templatePriceRange(template)).toEqual({ min: 13.5, max: 10 + 6.5 + 3 * 4 });
  });

  it('meshes without textures add no texture price', () => {
    expect(templatePriceRange({ price: 1, modelMeshes: [{ price: 2 }] })).toEqual({ min: 1, max: 3 });
  });

  it('formats a single price or a range in USDT', () => {
    expect(formatPriceRange({ min: 5, max: 5 })).toBe('5 USDT');
    expect(formatPriceRange({ min: 13.5, max: 28.5 })).toBe('13.5 - 28.5 USDT');
  });
});
