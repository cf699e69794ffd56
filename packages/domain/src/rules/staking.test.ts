import { describe, expect, it } from 'vitest';
import {
  canClaimStake,
  canReviewStaking,
  isFlexibleDurationCode,
  stakingDays,
  stakingEarned,
  stakingEarnedToDate,
} from './staking.ts';

const DAY = 86_400_000;
const start = new Date('2026-01-01T00:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('stakingEarned = value × apy × days / 360', () => {
  it('locked: days = duration / 86400000', () => {
    expect(stakingDays({ method: 'LOCKED', durationMs: 90 * DAY, now: start })).toBe(90);
    expect(
      stakingEarned({ value: 1000, apy: 0.12, method: 'LOCKED', durationMs: 90 * DAY, now: start }),
    ).toBe(30);
  });

  it('flexible: whole days since the start', () => {
    const now = after(10 * DAY + 5 * 3_600_000);
    expect(stakingDays({ method: 'FLEXIBLE', startDate: start, now })).toBe(10);
    expect(stakingEarned({ value: '360', apy: '0.1', method: 'FLEXIBLE', startDate: start, now })).toBe(1);
  });

  it('rounds to 4 decimals', () => {
    expect(stakingEarned({ value: 100, apy: 0.07, method: 'LOCKED', durationMs: 7 * DAY, now: start })).toBe(
      0.1361,
    );
  });

  it('earns nothing before the start or without one', () => {
    expect(
      stakingEarned({ value: 100, apy: 0.1, method: 'FLEXIBLE', startDate: after(DAY), now: start }),
    ).toBe(0);
    expect(stakingEarned({ value: 100, apy: 0.1, method: 'FLEXIBLE', now: start })).toBe(0);
  });
});

describe('stakingEarnedToDate: what a stake has earned so far, not the whole term', () => {
  const locked = { value: 1200, apy: 0.4, method: 'LOCKED', durationMs: 30 * DAY, startDate: start } as const;

  it('a new 30-day locked stake has earned nothing on day one, though its term will earn 40 USDT', () => {
    expect(stakingEarned({ ...locked, now: after(3_600_000) })).toBe(40);
    expect(stakingEarnedToDate({ ...locked, now: after(3_600_000) })).toBe(0);
  });

  it('a locked stake earns by whole days, up to its term', () => {
    expect(stakingEarnedToDate({ ...locked, now: after(10 * DAY + 1) })).toBeCloseTo(13.3333, 4);
    expect(stakingEarnedToDate({ ...locked, now: after(30 * DAY) })).toBe(40);
    expect(stakingEarnedToDate({ ...locked, now: after(45 * DAY) })).toBe(40);
  });

  it('a flexible stake earns since its last claim (what Claim pays), else since its start', () => {
    const flexible = { value: 360, apy: 0.1, method: 'FLEXIBLE', startDate: start } as const;
    expect(stakingEarnedToDate({ ...flexible, now: after(40 * DAY) })).toBe(4);
    expect(
      stakingEarnedToDate({ ...flexible, claimedAt: after(30 * DAY).getTime(), now: after(40 * DAY) }),
    ).toBe(1);
  });
});

describe('canClaimStake', () => {
  it('locked: only once the end date has passed', () => {
    const endDate = after(30 * DAY);
    expect(canClaimStake({ method: 'LOCKED', endDate, now: after(30 * DAY - 1) })).toBe(false);
    expect(canClaimStake({ method: 'LOCKED', endDate, now: endDate })).toBe(true);
    expect(canClaimStake({ method: 'LOCKED', endDate: null, now: endDate })).toBe(false);
  });

  it('flexible: 30 days (2592000000 ms) after the start', () => {
    expect(canClaimStake({ method: 'FLEXIBLE', startDate: start, now: after(2592000000 - 1) })).toBe(false);
    expect(canClaimStake({ method: 'FLEXIBLE', startDate: start, now: after(2592000000) })).toBe(true);
  });

  it('flexible: 30 days after the last claim when there was one', () => {
    const claimedAt = after(40 * DAY).getTime();
    expect(canClaimStake({ method: 'FLEXIBLE', startDate: start, claimedAt, now: after(50 * DAY) })).toBe(
      false,
    );
    expect(canClaimStake({ method: 'FLEXIBLE', startDate: start, claimedAt, now: after(70 * DAY) })).toBe(
      true,
    );
  });

  it('only confirmed stakes', () => {
    const now = after(100 * DAY);
    expect(canClaimStake({ method: 'FLEXIBLE', status: 'CONFIRMED', startDate: start, now })).toBe(true);
    expect(canClaimStake({ method: 'FLEXIBLE', status: 'CREATED', startDate: start, now })).toBe(false);
    expect(canClaimStake({ method: 'LOCKED', status: 'CLAIMED', endDate: start, now })).toBe(false);
  });
});

describe('new staking steps', () => {
  it.each([
    [true, 'FLEXIBLE', false, true],
    [true, 'LOCKED', true, true],
    [true, 'LOCKED', false, false],
    [false, 'FLEXIBLE', false, false],
    [true, null, true, false],
  ] as const)('nft %s, method %s, duration %s → Next %s', (nftChosen, method, durationChosen, enabled) => {
    expect(canReviewStaking({ nftChosen, method, durationChosen })).toBe(enabled);
  });

  it("the 'DAYS' duration code reads Flexible", () => {
    expect(isFlexibleDurationCode('DAYS')).toBe(true);
    expect(isFlexibleDurationCode('D30')).toBe(false);
  });
});
