import { describe, expect, it } from 'vitest';
import { timeFromNow } from './time-from-now.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('timeFromNow (dayjs wording)', () => {
  it.each([
    [0, 'a few seconds ago'],
    [44 * s, 'a few seconds ago'],
    [45 * s, 'a minute ago'],
    [89 * s, 'a minute ago'],
    [90 * s, '2 minutes ago'],
    [5 * min, '5 minutes ago'],
    [44 * min, '44 minutes ago'],
    [45 * min, 'an hour ago'],
    [89 * min, 'an hour ago'],
    [90 * min, '2 hours ago'],
    [21 * h, '21 hours ago'],
    [22 * h, 'a day ago'],
    [35 * h, 'a day ago'],
    [36 * h, '2 days ago'],
    [2 * d, '2 days ago'],
    [25 * d, '25 days ago'],
    [26 * d, 'a month ago'],
    [45 * d, 'a month ago'],
    [60 * d, '2 months ago'],
    [300 * d, '10 months ago'],
    [330 * d, 'a year ago'],
    [500 * d, 'a year ago'],
    [560 * d, '2 years ago'],
    [3 * 365 * d, '3 years ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(timeFromNow(ago(ms), now)).toBe(text);
  });

  it('words future dates with "in"', () => {
    expect(timeFromNow(new Date(now.getTime() + 5 * min), now)).toBe('in 5 minutes');
  });

  it('accepts ISO text and timestamps, and gives nothing for an invalid date', () => {
    expect(timeFromNow('2026-06-13T12:00:00Z', now)).toBe('2 days ago');
    expect(timeFromNow(now.getTime() - 3 * h, now.getTime())).toBe('3 hours ago');
    expect(timeFromNow('not a date', now)).toBe('');
  });
});
