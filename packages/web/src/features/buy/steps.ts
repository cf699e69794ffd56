import type { MessageKey } from '@vrmarket/domain';

/** The steps buying is made of, in the order the dialog shows them (STYLE §1). */
export type BuyStepId = 'balance' | 'permission' | 'approve' | 'buy' | 'mint' | 'record';

export interface BuyStep {
  id: BuyStepId;
  run: () => Promise<void>;
}

export type StepState = 'waiting' | 'active' | 'done' | 'failed';

/** A failure with a catalogue text of its own (not a wallet or api error). */
export class BuyError extends Error {
  override readonly name = 'BuyError';
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** Runs the steps in order; the first failure stops the rest and is thrown on. */
export async function runBuySteps(
  steps: readonly BuyStep[],
  onStep: (index: number, state: StepState) => void,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    onStep(index, 'active');
    try {
      await step.run();
    } catch (error) {
      onStep(index, 'failed');
      throw error;
    }
    onStep(index, 'done');
  }
}
