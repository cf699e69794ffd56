import { describe, expect, it } from 'vitest';
import {
  flexibleStakeInterest,
  lockedStakeInterest,
  type SettlingStake,
  settleStakeCancel,
  settleStakeClaim,
} from './staking-settlement.ts';

const DAY = 86_400_000;
const start = Date.parse('2026-01-01T00:00:00Z');
const day = (n: number) => start + n * DAY;

// Spec "Business constants": earned = asset value × apy × days / 360, 4 decimals; locked days =
// duration / 86400000; flexible claim wait 30 days (2592000000 ms).
const locked: SettlingStake = {
  method: 'LOCKED',
  status: 'CONFIRMED',
  value: '1000',
  apy: '0.12',
  durationMs: 90 * DAY,
  stakedAt: start,
  unlockAt: day(90),
  unstakedAt: null,
  claimedAt: null,
};
const flexible: SettlingStake = {
  ...locked,
  method: 'FLEXIBLE',
  value: '360',
  apy: '0.1',
  durationMs: 0,
  unlockAt: null,
};

describe('interest (R-STAKE-8)', () => {
  it('a 90-day lock of a 1000 USDT asset at 12 % earns 1000 × 0.12 × 90 / 360 = 30 USDT', () => {
    expect(lockedStakeInterest(locked)).toEqual({ days: 90, reward: 30 });
  });

  it('a 7-day lock of 100 USDT at 7 % earns 0.1361 USDT (4 decimals)', () => {
    expect(lockedStakeInterest({ value: 100, apy: 0.07, durationMs: 7 * DAY })).toEqual({
      days: 7,
      reward: 0.1361,
    });
  });

  it('a flexible stake earns for whole days since its last claim, else its start', () => {
    expect(flexibleStakeInterest(flexible, day(40) + 5 * 3_600_000)).toEqual({ days: 40, reward: 4 });
    expect(flexibleStakeInterest({ ...flexible, claimedAt: day(30) }, day(70))).toEqual({
      days: 40,
      reward: 4,
    });
  });
});

describe('claim (R-STAKE-5)', () => {
  it('refuses a record not yet staked on chain, and one already closed', () => {
    expect(settleStakeClaim({ ...locked, status: 'CREATED' }, day(100))).toEqual({
      refused: 'STAKING_NOT_CONFIRMED',
    });
    expect(settleStakeClaim({ ...locked, status: 'CLAIMED' }, day(100))).toEqual({
      refused: 'STAKING_CLOSED',
    });
  });

  it('LOCKED: refused before its end, and until the vault gave the NFT back', () => {
    expect(settleStakeClaim(locked, day(89))).toEqual({ refused: 'STAKING_LOCKED' });
    expect(settleStakeClaim(locked, day(90))).toEqual({ refused: 'STAKING_NOT_RETURNED' });
  });

  it('a record that says staked but lacks the chain instant it needs is never paid', () => {
    // The indexer writes the instants with the status; a record without them is refused, not paid
    // from a guessed start or end.
    expect(settleStakeClaim({ ...locked, unlockAt: null, unstakedAt: day(95) }, day(400))).toEqual({
      refused: 'STAKING_LOCKED',
    });
    expect(settleStakeClaim({ ...flexible, stakedAt: null }, day(400))).toEqual({
      refused: 'STAKING_CLAIM_WAIT',
    });
  });

  it('LOCKED after its end with the NFT back: the whole term, 30 USDT, and the record is CLAIMED', () => {
    expect(settleStakeClaim({ ...locked, unstakedAt: day(95) }, day(95))).toEqual({
      status: 'CLAIMED',
      kind: 'CLAIM',
      days: 90,
      reward: 30,
    });
  });

  it('FLEXIBLE: refused under 30 days from the start, then pays the days so far and the stake goes on', () => {
    expect(settleStakeClaim(flexible, day(30) - 1)).toEqual({ refused: 'STAKING_CLAIM_WAIT' });
    expect(settleStakeClaim(flexible, day(40))).toEqual({
      status: 'CREATED',
      kind: 'CLAIM',
      days: 40,
      reward: 4,
    });
  });

  it('FLEXIBLE: the next claim waits 30 days from the last one, and counts from it', () => {
    const claimed = { ...flexible, claimedAt: day(40) };
    expect(settleStakeClaim(claimed, day(60))).toEqual({ refused: 'STAKING_CLAIM_WAIT' });
    expect(settleStakeClaim(claimed, day(76))).toMatchObject({ days: 36, reward: 3.6 });
  });

  it('FLEXIBLE with the NFT back: pays up to the unstake, not to now, and closes the record', () => {
    expect(settleStakeClaim({ ...flexible, unstakedAt: day(50) }, day(80))).toEqual({
      status: 'CLAIMED',
      kind: 'CLAIM',
      days: 50,
      reward: 5,
    });
  });
});

describe('cancel (R-STAKE-5)', () => {
  it('a record never staked is cancelled with nothing to pay', () => {
    expect(settleStakeCancel({ ...flexible, status: 'CREATED' }, day(1))).toEqual({
      status: 'CANCELLED',
      kind: 'CANCEL',
      days: 0,
      reward: 0,
    });
  });

  it('LOCKED cannot be cancelled before its end; after it, cancel claims the whole term', () => {
    expect(settleStakeCancel(locked, day(10))).toEqual({ refused: 'STAKING_LOCKED' });
    expect(settleStakeCancel({ ...locked, unstakedAt: day(91) }, day(91))).toMatchObject({
      status: 'CLAIMED',
      reward: 30,
    });
  });

  it('FLEXIBLE needs the NFT back first', () => {
    expect(settleStakeCancel(flexible, day(40))).toEqual({ refused: 'STAKING_NOT_RETURNED' });
  });

  it('FLEXIBLE held under a month earns nothing; held longer, the interest up to the unstake', () => {
    expect(settleStakeCancel({ ...flexible, unstakedAt: day(29) }, day(40))).toEqual({
      status: 'CANCELLED',
      kind: 'CANCEL',
      days: 0,
      reward: 0,
    });
    expect(settleStakeCancel({ ...flexible, unstakedAt: day(45) }, day(60))).toEqual({
      status: 'CANCELLED',
      kind: 'CANCEL',
      days: 45,
      reward: 4.5,
    });
  });
});
