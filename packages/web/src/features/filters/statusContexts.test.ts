import { describe, expect, it } from 'vitest';
import { activeStatus, SALE_OR_RENT, statusChange, statusFiltersOf } from './statusContexts.ts';

describe('status radios', () => {
  it('offer the trading states to visitors and every state in the inventory', () => {
    expect(statusFiltersOf('marketplace').map((filter) => filter.label)).toEqual([
      'In use',
      'Selling',
      'Rent',
      'Sale or Rent',
      'Renting',
      'Rented',
      'On auction',
    ]);
    expect(statusFiltersOf('favourites').map((filter) => filter.label)).toEqual([
      'In use',
      'Selling',
      'Rent',
      'Sale or Rent',
    ]);
    expect(statusFiltersOf('inventory')).toHaveLength(9);
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
      onAuction: undefined,
    });
    expect(activeStatus({ isRent: true })).toBe('isRent');
    expect(activeStatus({})).toBe('');
  });

  it('select Sale and Rent together, the list headed "for Sale or Rent"', () => {
    expect(statusChange(SALE_OR_RENT)).toEqual({
      inUsed: undefined,
      isSelling: true,
      isRent: true,
      isRenting: undefined,
      isRented: undefined,
      unVerified: undefined,
      notMinted: undefined,
      onAuction: undefined,
    });
    expect(activeStatus({ isSelling: true, isRent: true })).toBe(SALE_OR_RENT);
    // Leaving it for one of the two clears the other.
    expect(statusChange('isSelling')).toMatchObject({ isSelling: true, isRent: undefined });
  });
});
