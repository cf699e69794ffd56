import { describe, expect, it } from 'vitest';
import { activeStatus, statusChange, statusFiltersOf } from './statusContexts.ts';

describe('status radios', () => {
  it('offer the trading states to visitors and every state in the inventory', () => {
    expect(statusFiltersOf('marketplace').map((filter) => filter.label)).toEqual([
      'In use',
      'Selling',
      'Rent',
      'Renting',
      'Rented',
    ]);
    expect(statusFiltersOf('inventory')).toHaveLength(7);
  });

  it('select one status at a time', () => {
    expect(statusChange('isRent')).toEqual({
      inUsed: undefined,
      isSelling: undefined,
      isRent: true,
      isRenting: undefined,
      isRented: undefined,
      unVerified: undefined,
      notMinted: undefined,
    });
    expect(activeStatus({ isRent: true })).toBe('isRent');
    expect(activeStatus({})).toBe('');
  });
});
