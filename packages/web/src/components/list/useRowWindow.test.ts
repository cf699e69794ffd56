import { describe, expect, it } from 'vitest';
import { rowWindow } from './useRowWindow.ts';

describe('rowWindow', () => {
  // The vrLand list: 96 rows of 35 px in a 340 px box (10 rows in view), 6 more each side.
  const lands = (scrollTop: number) => rowWindow(96, 35, 340, scrollTop);

  it('renders the rows in view and a few below at the top', () => {
    expect(lands(0)).toEqual({ start: 0, end: 16, above: 0, below: 80 * 35 });
  });

  it('follows the scroll, keeping the whole list’s height', () => {
    const middle = lands(1000);
    expect(middle).toMatchObject({ start: 22, end: 44 });
    expect(middle.above + (middle.end - middle.start) * 35 + middle.below).toBe(96 * 35);
  });

  it('ends with the last row when scrolled to the bottom', () => {
    expect(lands(96 * 35 - 340)).toEqual({ start: 80, end: 96, above: 80 * 35, below: 0 });
  });

  it('renders every row of a short list, and nothing of an empty one', () => {
    expect(rowWindow(5, 33, 340, 0)).toEqual({ start: 0, end: 5, above: 0, below: 0 });
    expect(rowWindow(0, 33, 340, 0)).toEqual({ start: 0, end: 0, above: 0, below: 0 });
  });
});
