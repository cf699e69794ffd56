import { AuctionState } from '@vrmarket/domain';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { auctionState, minimumBid } from './read.ts';

const wei = (amount: string, decimals = 18) => parseUnits(amount, decimals).toString();

describe('minimumBid (AuctionHouse._minimumBid in token units)', () => {
  it('is the reserve before the first bid', () => {
    expect(minimumBid({ reserveWei: wei('100'), highestWei: null, minIncrementBps: 500 }, 18)).toBe('100');
  });

  it('is the highest bid plus the increment, rounded down in token units', () => {
    expect(minimumBid({ reserveWei: wei('100'), highestWei: wei('100'), minIncrementBps: 500 }, 18)).toBe(
      '105',
    );
    expect(minimumBid({ reserveWei: wei('1'), highestWei: wei('157.5'), minIncrementBps: 500 }, 18)).toBe(
      '165.375',
    );
    // 333 units × 5 % = 16.65 units: the contract floors it to 16.
    expect(minimumBid({ reserveWei: '1', highestWei: '333', minIncrementBps: 500 }, 6)).toBe('0.000349');
  });

  it('is at least one unit more than the highest bid when the increment rounds to nothing', () => {
    expect(minimumBid({ reserveWei: '1', highestWei: '19', minIncrementBps: 500 }, 18)).toBe(
      '0.00000000000000002',
    );
    expect(minimumBid({ reserveWei: '1', highestWei: '1', minIncrementBps: 1 }, 0)).toBe('2');
  });
});

describe('auctionState', () => {
  const end = new Date('2026-12-03T10:00:00Z');
  const row = { settled_at: null, cancelled_at: null, end_time: end };
  it('is OPEN before the end and ENDED from it until settled', () => {
    expect(auctionState(row, new Date(end.getTime() - 1))).toBe(AuctionState.OPEN);
    expect(auctionState(row, end)).toBe(AuctionState.ENDED);
  });
  it('is SETTLED or CANCELLED once closed, whatever the time', () => {
    expect(auctionState({ ...row, settled_at: end }, new Date(0))).toBe(AuctionState.SETTLED);
    expect(auctionState({ ...row, cancelled_at: end }, new Date(0))).toBe(AuctionState.CANCELLED);
  });
});
