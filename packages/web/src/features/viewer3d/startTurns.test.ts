import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TURN_LIMIT_MS, takeTurn } from './startTurns.ts';

/** Which of the turns' `ready` have settled so far. */
function readiness(turns: { ready: Promise<void> }[]) {
  const ready = turns.map(() => false);
  turns.forEach((turn, index) => {
    void turn.ready.then(() => {
      ready[index] = true;
    });
  });
  return ready;
}

describe('viewer start turns', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    // Leave the module's queue empty for the next test.
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('starts the next viewer only once the one before has ended its turn', async () => {
    const turns = [takeTurn(), takeTurn(), takeTurn()];
    const ready = readiness(turns);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ready).toEqual([true, false, false]);

    turns[0]?.end();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toEqual([true, true, false]);

    turns[1]?.end();
    turns[1]?.end();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toEqual([true, true, true]);
  });

  it('a viewer that never draws gives its turn up after the limit', async () => {
    const turns = [takeTurn(), takeTurn()];
    const ready = readiness(turns);
    await vi.advanceTimersByTimeAsync(TURN_LIMIT_MS - 10);
    expect(ready).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(20);
    expect(ready).toEqual([true, true]);
  });

  it('a viewer that goes away before its turn does not hold the ones after it', async () => {
    const turns = [takeTurn(), takeTurn(), takeTurn()];
    const ready = readiness(turns);
    turns[1]?.end();
    turns[0]?.end();
    await vi.advanceTimersByTimeAsync(2);
    expect(ready).toEqual([true, true, true]);
  });
});
