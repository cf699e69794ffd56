import { STAKING, type StakingRecord, stakingEarned } from '@vrmarket/domain';
import type { TFunction } from 'i18next';

/** A duration option's label: the flexible code ('DAYS') reads 'Flexible', others their days. */
export function durationLabel(t: TFunction, option: { code: string; duration: number }): string {
  if (option.code === STAKING.flexibleCode) return t('FLEXIBLE');
  return t('staking.durationDays', { count: Math.round(option.duration / STAKING.dayMs) });
}

/** The earned estimate (§9) of a record at `now` (the chain's clock), in USDT with 4 decimals. */
export function earnedOf(record: StakingRecord, now: number): string {
  const earned = stakingEarned({
    value: record.assets[0]?.value ?? 0,
    apy: record.apy,
    method: record.type,
    durationMs: record.duration,
    startDate: record.startDate,
    now,
  });
  return `${earned.toFixed(4)} USDT`;
}

export const formatDate = (value: string | number | null, language: string) =>
  value === null ? '—' : new Date(value).toLocaleDateString(language, { dateStyle: 'medium' });
