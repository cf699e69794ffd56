import { describe, expect, it } from 'vitest';
import { runSteps, type StepState, TradeError, type TradeStep } from './steps.ts';

const step = (kind: TradeStep['kind'], log: string[], fail = false): TradeStep => ({
  kind,
  run: async () => {
    log.push(kind);
    if (fail) throw new TradeError('TRANSACTION_FAILED');
  },
});

describe('runSteps', () => {
  it('runs the steps in order and reports each as active, then done', async () => {
    const log: string[] = [];
    const states: [number, StepState][] = [];
    await runSteps([step('approveNft', log), step('createOffer', log), step('record', log)], (i, s) =>
      states.push([i, s]),
    );
    expect(log).toEqual(['approveNft', 'createOffer', 'record']);
    expect(states).toEqual([
      [0, 'active'],
      [0, 'done'],
      [1, 'active'],
      [1, 'done'],
      [2, 'active'],
      [2, 'done'],
    ]);
  });

  it('stops at the first failure, marks it failed and rethrows it', async () => {
    const log: string[] = [];
    const states: [number, StepState][] = [];
    const run = runSteps([step('approveToken', log), step('mint', log, true), step('record', log)], (i, s) =>
      states.push([i, s]),
    );
    await expect(run).rejects.toBeInstanceOf(TradeError);
    expect(log).toEqual(['approveToken', 'mint']);
    expect(states.at(-1)).toEqual([1, 'failed']);
  });
});
