import { describe, expect, it } from 'vitest';
import { isValidRentDuration, isValidRentPrice, makeRentFormSchema } from './rent.ts';

describe('rent form', () => {
  it.each([
    ['1', true],
    [12, true],
    ['0', false],
    ['1.5', false],
    ['', false],
    ['abc', false],
    ['-1', false],
  ])('duration %j valid: %s', (value, valid) => {
    expect(isValidRentDuration(value)).toBe(valid);
  });

  it.each([
    ['10', true],
    ['0.5', true],
    ['0', true],
    ['', false],
    [' ', false],
    ['ten', false],
    ['1e3', false],
  ])('price %j valid: %s', (value, valid) => {
    expect(isValidRentPrice(value)).toBe(valid);
  });

  it('reports "Invalid value" on each bad field', () => {
    const result = makeRentFormSchema().safeParse({ duration: '', unit: 2, price: 'x' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['duration', 'Invalid value'],
      ['price', 'Invalid value'],
    ]);
  });

  it('parses units 0..3 given as numbers or text', () => {
    expect(makeRentFormSchema().parse({ duration: '3', unit: '1', price: '5' })).toEqual({
      duration: '3',
      unit: 1,
      price: '5',
    });
    expect(makeRentFormSchema().safeParse({ duration: '3', unit: 4, price: '5' }).success).toBe(false);
  });
});
