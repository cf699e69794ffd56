import { describe, expect, it } from 'vitest';
import { ChainError } from './ChainError.ts';
import { type ChainStep, runSteps, type StepState } from './steps.ts';

const step = (id: string, log: string[], fail = false): ChainStep => ({
  id,
  run: async () => {
    log.push(id);
    if (fail) throw new ChainError('TRANSACTION_FAILED');
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
    await expect(run).rejects.toBeInstanceOf(ChainError);
    expect(log).toEqual(['approveToken', 'mint']);
    expect(states.at(-1)).toEqual([1, 'failed']);
  });
});
