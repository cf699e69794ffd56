/**
 * dayjs `fromNow` wording (relativeTime plugin, default thresholds) without dayjs: thresholds of
 * 44 s, 89 s, 44 min, 89 min, 21 h, 35 d, 25 d, 45 d, 10 months, 17 months, with rounding.
 * Months and years are measured as average calendar lengths, so results near a month boundary may
 * differ from dayjs by one.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (365.2425 / 12) * DAY;
const YEAR = 12 * MONTH;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const thresholds: { label: string; max?: number; unit?: Unit }[] = [
  { label: 'a few seconds', max: 44, unit: 'second' },
  { label: 'a minute', max: 89 },
  { label: '%d minutes', max: 44, unit: 'minute' },
  { label: 'an hour', max: 89 },
  { label: '%d hours', max: 21, unit: 'hour' },
  { label: 'a day', max: 35 },
  { label: '%d days', max: 25, unit: 'day' },
  { label: 'a month', max: 45 },
  { label: '%d months', max: 10, unit: 'month' },
  { label: 'a year', max: 17 },
  { label: '%d years', unit: 'year' },
];
const unitMs: Record<Unit, number> = {
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  month: MONTH,
  year: YEAR,
};

export function timeFromNow(date: Date | string | number, now: Date | string | number = Date.now()): string {
  const diffMs = new Date(now).getTime() - new Date(date).getTime();
  if (!Number.isFinite(diffMs)) return '';
  let unit: Unit = 'second';
  let label = thresholds[0]!.label;
  let amount = 0;
  for (let index = 0; index < thresholds.length; index += 1) {
    const threshold = thresholds[index]!;
    if (threshold.unit) {
      unit = threshold.unit;
      amount = Math.round(Math.abs(diffMs) / unitMs[unit]);
    }
    if (threshold.max === undefined || amount <= threshold.max) {
      // dayjs shows a count of 1 with the previous row's singular wording ('a day', not '1 days').
      label = amount <= 1 && index > 0 ? thresholds[index - 1]!.label : threshold.label;
      break;
    }
  }
  const text = label.replace('%d', String(amount));
  return diffMs < 0 ? `in ${text}` : `${text} ago`;
}
