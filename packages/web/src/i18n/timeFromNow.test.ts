import { describe, expect, it } from 'vitest';
import { localTimeFromNow } from './timeFromNow.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => now - minutes * 60_000;

describe('localTimeFromNow', () => {
  it("keeps the spec's English wording", () => {
    expect(localTimeFromNow(minutesAgo(5), 'en', now)).toBe('5 minutes ago');
    expect(localTimeFromNow(minutesAgo(3 * 24 * 60), 'en', now)).toBe('3 days ago');
  });

  it('speaks Vietnamese to Vietnamese readers', () => {
    expect(localTimeFromNow(minutesAgo(5), 'vi', now)).toBe('5 phút trước');
    expect(localTimeFromNow(minutesAgo(3 * 24 * 60), 'vi', now)).toBe('3 ngày trước');
  });
});
