import { describe, expect, it } from 'vitest';
import {
  ActivityType,
  ClaimHistoryStatus,
  claimHistoryStatusOf,
  PurchaseStatus,
  ReferralStatus,
  RentUnit,
  referralStatusOf,
  rentUnitNames,
  SortOrder,
  StakingMethod,
  StakingStatus,
  sortOptions,
  statusFilterKeys,
  statusFilters,
  WalletKind,
} from './enums.ts';
import { messages } from './messages.ts';

describe('PurchaseStatus', () => {
  it.each([
    ['NONE', 0],
    ['SELLING', 1],
    ['DEALING', 2],
    ['OWNED', 3],
    ['RENT', 4],
    ['RENTING', 5],
    ['RENTED', 6],
    ['UNVERIFIED', 7],
    ['NOTMINTED', 8],
  ] as const)('%s is %i', (name, value) => {
    expect(PurchaseStatus[name]).toBe(value);
  });

  it('has exactly the nine spec values', () => {
    expect(Object.keys(PurchaseStatus)).toHaveLength(9);
  });
});

describe('status filters', () => {
  it('lists the spec keys with their labels, in order', () => {
    expect(statusFilters.map((filter) => [filter.key, filter.label])).toEqual([
      ['inUsed', 'In use'],
      ['isSelling', 'Selling'],
      ['isRent', 'Rent'],
      ['isRenting', 'Renting'],
      ['isRented', 'Rented'],
      ['unVerified', 'Unverified'],
      ['notMinted', 'Not minted'],
      ['onAuction', 'On auction'],
    ]);
    expect(statusFilterKeys).toEqual(statusFilters.map((filter) => filter.key));
  });

  it('has label keys whose catalogue text is the label', () => {
    for (const filter of statusFilters) expect(messages[filter.labelKey]).toBe(filter.label);
  });
});

describe('other enums', () => {
  it("ActivityType holds the spec's seven activity types and the auctions' four", () => {
    expect(Object.values(ActivityType)).toEqual([
      'TRANSFER',
      'BUY',
      'SELL',
      'MINTED',
      'LISTING',
      'CREATED',
      'CANCELLED',
      'AUCTION_CREATED',
      'BID',
      'AUCTION_SETTLED',
      'AUCTION_CANCELLED',
    ]);
  });

  it('RentUnit numbers units as the contract does, with their names', () => {
    expect(RentUnit).toEqual({ Hour: 0, Day: 1, Month: 2, Year: 3 });
    expect(rentUnitNames).toEqual({ 0: 'hour', 1: 'day', 2: 'month', 3: 'year' });
  });

  it('staking methods and statuses', () => {
    expect(Object.values(StakingMethod)).toEqual(['LOCKED', 'FLEXIBLE']);
    expect(Object.values(StakingStatus)).toEqual(['CREATED', 'CONFIRMED', 'CLAIMED']);
  });

  it('wallet kinds: none and the two supported wallets', () => {
    expect(Object.values(WalletKind)).toEqual(['none', 'metamask', 'bitget']);
  });

  it('sort orders 0, 1, -1 with their labels', () => {
    expect(SortOrder).toEqual({ Recent: 0, LowestPrice: 1, HighestPrice: -1 });
    expect(sortOptions.map((option) => [option.value, option.label])).toEqual([
      [0, 'Recent'],
      [1, 'Lowest Price'],
      [-1, 'Highest Price'],
    ]);
    for (const option of sortOptions) expect(messages[option.labelKey]).toBe(option.label);
  });

  it('referral and claim history statuses come from their flags', () => {
    expect(referralStatusOf(true)).toBe(ReferralStatus.Claimed);
    expect(referralStatusOf(false)).toBe('Available');
    expect(claimHistoryStatusOf(true)).toBe(ClaimHistoryStatus.Approved);
    expect(claimHistoryStatusOf(false)).toBe('Pending');
  });
});
