import {
  STAKING,
  StakingMethod,
  type StakingRecord,
  stakingEarned,
  stakingEarnedToDate,
} from '@vrmarket/domain';
import type { TFunction } from 'i18next';

/** A duration option's label: the flexible code ('DAYS') reads 'Flexible', others their days. */
export function durationLabel(t: TFunction, option: { code: string; duration: number }): string {
  if (option.code === STAKING.flexibleCode) return t('FLEXIBLE');
  return t('staking.durationDays', { count: Math.round(option.duration / STAKING.dayMs) });
}

/**
 * The duration of a stake beside its method: a locked one's days; a flexible one has no lock
 * (its method already reads 'Flexible', so the row does not read 'Flexible Flexible').
 */
export function termLabel(t: TFunction, stake: { code: string; duration: number; type: StakingMethod }) {
  if (stake.type === StakingMethod.FLEXIBLE || stake.code === STAKING.flexibleCode)
    return t('staking.noLock');
  return durationLabel(t, stake);
}

const usdt = (amount: number) => `${amount.toFixed(4)} USDT`;

const inputOf = (record: StakingRecord, now: number) => ({
  value: record.assets[0]?.value ?? 0,
  apy: record.apy,
  method: record.type,
  durationMs: record.duration,
  startDate: record.startDate,
  claimedAt: record.claimedAt,
  now,
});

/** What a record has earned by `now` (the chain's clock), in USDT with 4 decimals. */
export const earnedOf = (record: StakingRecord, now: number): string =>
  usdt(stakingEarnedToDate(inputOf(record, now)));

/** A locked record's estimate for its whole term (R-STAKE-8); null for a flexible one, which has no term. */
export const estimateOf = (record: StakingRecord): string | null =>
  record.type === StakingMethod.LOCKED ? usdt(stakingEarned(inputOf(record, 0))) : null;

export const formatDate = (value: string | number | null, language: string) =>
  value === null ? '—' : new Date(value).toLocaleDateString(language, { dateStyle: 'medium' });
