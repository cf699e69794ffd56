import { timeFromNow } from '@vrmarket/domain';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365.2425 * 86_400_000],
  ['month', (365.2425 / 12) * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * 'Time from now' in the reader's language: the spec's English wording (domain `timeFromNow`), and
 * the browser's own relative-time wording for other languages, in the largest whole unit.
 */
export function localTimeFromNow(date: Date | string | number, language: string, now = Date.now()): string {
  if (language.startsWith('en')) return timeFromNow(date, now);
  const diffMs = new Date(date).getTime() - now;
  if (!Number.isFinite(diffMs)) return '';
  const [unit, unitMs] = units.find(([, ms]) => Math.abs(diffMs) >= ms) ?? units[units.length - 1]!;
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(diffMs / unitMs), unit);
}
