import { describe, expect, it } from 'vitest';
import { matchesWidth } from './mediaQuery.ts';

describe('matchesWidth', () => {
  it("answers MUI's breakpoint queries for a width", () => {
    expect(matchesWidth('@media (min-width:900px)', 1280)).toBe(true);
    expect(matchesWidth('@media (min-width:900px)', 412)).toBe(false);
    expect(matchesWidth('(max-width:599.95px)', 412)).toBe(true);
    expect(matchesWidth('(max-width:599.95px)', 600)).toBe(false);
    expect(matchesWidth('@media (min-width:600px) and (max-width:899.95px)', 700)).toBe(true);
  });

  it('takes other features as not matching', () => {
    expect(matchesWidth('(prefers-color-scheme: dark)', 1280)).toBe(false);
    expect(matchesWidth('(hover: hover)', 1280)).toBe(false);
  });
});
