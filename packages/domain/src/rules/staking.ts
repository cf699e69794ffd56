import { DECIMALS, STAKING } from '../constants.ts';
import { StakingMethod, StakingStatus } from '../enums.ts';
import { roundTo, toNumber } from './round.ts';

type Instant = Date | string | number;
const time = (instant: Instant) => new Date(instant).getTime();

/** Days a stake earns for: the locked duration, or whole days since the start for flexible stakes. */
export function stakingDays(input: {
  method: StakingMethod;
  durationMs?: number | null;
  startDate?: Instant | null;
  now: Instant;
}): number {
  if (input.method === StakingMethod.LOCKED) return Math.max(0, toNumber(input.durationMs) / STAKING.dayMs);
  if (input.startDate === null || input.startDate === undefined) return 0;
  const elapsed = time(input.now) - time(input.startDate);
  return Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / STAKING.dayMs) : 0;
}

/** Earned estimate in USDT: value × apy × days / 360, to 4 decimals. */
export function stakingEarned(input: {
  value: number | string;
  apy: number | string;
  method: StakingMethod;
  durationMs?: number | null;
  startDate?: Instant | null;
  now: Instant;
}): number {
  const earned = (toNumber(input.value) * toNumber(input.apy) * stakingDays(input)) / STAKING.daysPerYear;
  return roundTo(earned, DECIMALS.stakingEarned);
}

/**
 * What a stake has earned by `now`, in USDT to 4 decimals: value × apy × days / 360 over the whole
 * days it has been staked — a locked stake's up to its term (its estimate, `stakingEarned`, is the
 * whole term); a flexible stake's since its last claim, else its start (what Claim pays).
 */
export function stakingEarnedToDate(input: {
  value: number | string;
  apy: number | string;
  method: StakingMethod;
  durationMs?: number | null;
  startDate?: Instant | null;
  claimedAt?: Instant | null;
  now: Instant;
}): number {
  if (input.method === StakingMethod.FLEXIBLE) {
    return stakingEarned({ ...input, startDate: input.claimedAt ?? input.startDate });
  }
  const staked = stakingDays({ method: StakingMethod.FLEXIBLE, startDate: input.startDate, now: input.now });
  const days = Math.min(staked, stakingDays(input));
  return roundTo(
    (toNumber(input.value) * toNumber(input.apy) * days) / STAKING.daysPerYear,
    DECIMALS.stakingEarned,
  );
}

/**
 * Claim is enabled for a confirmed stake: LOCKED once the end date has passed (time remaining not
 * positive); FLEXIBLE 30 days after the last claim, or after the start when never claimed.
 */
export function canClaimStake(input: {
  method: StakingMethod;
  status?: StakingStatus | string | null;
  startDate?: Instant | null;
  endDate?: Instant | null;
  claimedAt?: Instant | null;
  now: Instant;
}): boolean {
  if (input.status && input.status !== StakingStatus.CONFIRMED) return false;
  const now = time(input.now);
  if (input.method === StakingMethod.LOCKED) {
    if (input.endDate === null || input.endDate === undefined) return false;
    return time(input.endDate) - now <= 0;
  }
  const since = input.claimedAt ?? input.startDate;
  if (since === null || since === undefined) return false;
  return now - time(since) >= STAKING.flexibleClaimWaitMs;
}

/** Step 1 'Next': an NFT is chosen and, for LOCKED, a duration too. */
export function canReviewStaking(input: {
  nftChosen: boolean;
  method: StakingMethod | null;
  durationChosen: boolean;
}) {
  if (!input.nftChosen || !input.method) return false;
  return input.method === StakingMethod.FLEXIBLE || input.durationChosen;
}

/** Duration code shown on staking cards: 'DAYS' (the flexible code) reads 'Flexible'. */
export const isFlexibleDurationCode = (code: string | null | undefined): boolean =>
  code === STAKING.flexibleCode;
