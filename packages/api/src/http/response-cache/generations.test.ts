import { describe, expect, it } from 'vitest';
import { createWriteGenerations } from './generations.ts';

describe("users' write generations", () => {
  it("move on with each write of a user, and only that user's", () => {
    const generations = createWriteGenerations({ maxWriters: 10, onForget: () => {} });
    const before = [generations.of(1), generations.of(2)];
    generations.wrote(1);
    expect(generations.of(1)).not.toBe(before[0]);
    expect(generations.of(2)).toBe(before[1]);
  });

  it('forget everyone at once beyond the users they remember, so no earlier answer stays current', () => {
    let forgotten = 0;
    const generations = createWriteGenerations({ maxWriters: 2, onForget: () => forgotten++ });
    const untouched = generations.of(9);
    generations.wrote(1);
    generations.wrote(2);
    const first = generations.of(1);
    generations.wrote(3);
    expect(forgotten).toBe(1);
    expect(generations.of(1)).not.toBe(first);
    expect(generations.of(9)).not.toBe(untouched);
  });
});
