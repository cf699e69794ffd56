import { STAKING } from '../constants.ts';
import { StakingMethod } from '../enums.ts';
import { stakingDays, stakingEarned } from './staking.ts';

/** A staking record as the chain left it: the instants are ms on the chain's clock, null when not (yet) so. */
export type SettlingStake = {
  method: StakingMethod;
  /** CREATED (never staked), CONFIRMED (staked), or a closed status. */
  status: string;
  value: number | string;
  apy: number | string;
  durationMs: number;
  stakedAt: number | null;
  unlockAt: number | null;
  unstakedAt: number | null;
  claimedAt: number | null;
};

/** What closing or paying a stake does: the record's new status and the interest, over `days`. */
export type StakeSettlement = {
  status: 'CREATED' | 'CLAIMED' | 'CANCELLED';
  kind: 'CLAIM' | 'CANCEL';
  days: number;
  reward: number;
};

/** Why a stake may not be claimed or cancelled now (keys of the message catalogue). */
export type StakeRefusal =
  | 'STAKING_NOT_CONFIRMED'
  | 'STAKING_CLOSED'
  | 'STAKING_LOCKED'
  | 'STAKING_NOT_RETURNED'
  | 'STAKING_CLAIM_WAIT';

export type StakeSettlementResult = StakeSettlement | { refused: StakeRefusal };

type Interest = Pick<StakeSettlement, 'days' | 'reward'>;

/** A locked stake earns for its whole term: value × apy × (duration / 1 day) / 360 (R-STAKE-8). */
export function lockedStakeInterest(stake: Pick<SettlingStake, 'value' | 'apy' | 'durationMs'>): Interest {
  const input = { ...stake, method: StakingMethod.LOCKED, now: 0 };
  return { days: Math.round(stakingDays(input)), reward: stakingEarned(input) };
}

/** A flexible stake earns for the whole days from its last claim (else its start) until `until`. */
export function flexibleStakeInterest(
  stake: Pick<SettlingStake, 'value' | 'apy' | 'stakedAt' | 'claimedAt'>,
  until: number,
): Interest {
  const input = {
    value: stake.value,
    apy: stake.apy,
    method: StakingMethod.FLEXIBLE,
    startDate: stake.claimedAt ?? stake.stakedAt,
    now: until,
  };
  return { days: stakingDays(input), reward: stakingEarned(input) };
}

const NOTHING: Interest = { days: 0, reward: 0 };

function confirmedRefusal(stake: SettlingStake): StakeRefusal | null {
  if (stake.status === 'CREATED') return 'STAKING_NOT_CONFIRMED';
  return stake.status === 'CONFIRMED' ? null : 'STAKING_CLOSED';
}

/** A locked stake pays its term once the lock ended and the vault gave the NFT back. */
function settleLocked(stake: SettlingStake, now: number): StakeSettlementResult {
  if (stake.unlockAt === null || now < stake.unlockAt) return { refused: 'STAKING_LOCKED' };
  if (stake.unstakedAt === null) return { refused: 'STAKING_NOT_RETURNED' };
  return { status: 'CLAIMED', kind: 'CLAIM', ...lockedStakeInterest(stake) };
}

/**
 * Claim (R-STAKE-5). LOCKED: after its end, once the NFT is back: the whole term's interest,
 * CLAIMED. FLEXIBLE: 30 days after the last claim (or the start): the interest since then; the
 * stake goes on (CLAIMED only if the NFT is already back).
 */
export function settleStakeClaim(stake: SettlingStake, now: number): StakeSettlementResult {
  const refusal = confirmedRefusal(stake);
  if (refusal) return { refused: refusal };
  if (stake.method === StakingMethod.LOCKED) return settleLocked(stake, now);
  const since = stake.claimedAt ?? stake.stakedAt;
  if (since === null || now - since < STAKING.flexibleClaimWaitMs) return { refused: 'STAKING_CLAIM_WAIT' };
  const until = stake.unstakedAt ?? now;
  return {
    status: stake.unstakedAt === null ? 'CREATED' : 'CLAIMED',
    kind: 'CLAIM',
    ...flexibleStakeInterest(stake, until),
  };
}

/**
 * Cancel (R-STAKE-5). A record never staked is cancelled outright. A FLEXIBLE stake, once the NFT
 * is back: the interest since the last claim, but none when it was held under a month. A LOCKED
 * stake cannot be cancelled before its end; after, it is claimed.
 */
export function settleStakeCancel(stake: SettlingStake, now: number): StakeSettlementResult {
  if (stake.status === 'CREATED') return { status: 'CANCELLED', kind: 'CANCEL', ...NOTHING };
  const refusal = confirmedRefusal(stake);
  if (refusal) return { refused: refusal };
  if (stake.method === StakingMethod.LOCKED) return settleLocked(stake, now);
  if (stake.unstakedAt === null) return { refused: 'STAKING_NOT_RETURNED' };
  const held = stake.unstakedAt - (stake.stakedAt ?? stake.unstakedAt);
  if (held < STAKING.flexibleClaimWaitMs) return { status: 'CANCELLED', kind: 'CANCEL', ...NOTHING };
  return { status: 'CANCELLED', kind: 'CANCEL', ...flexibleStakeInterest(stake, stake.unstakedAt) };
}
