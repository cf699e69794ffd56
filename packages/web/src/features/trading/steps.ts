import type { MessageKey } from '@vrmarket/domain';

/** The steps a chain action can be made of, in the order a dialog shows them (STYLE §1). */
export type StepKind =
  | 'permit'
  | 'approveToken'
  | 'approveNft'
  | 'mint'
  | 'createOffer'
  | 'changePrice'
  | 'cancelOffer'
  | 'transfer'
  | 'listForRent'
  | 'swapKey'
  | 'swap'
  | 'record';

export interface TradeStep {
  kind: StepKind;
  /** Runs the step; it may read what earlier steps left in the shared context. */
  run: () => Promise<void>;
}

/** A failure with a catalogue text of its own (not a wallet error). */
export class TradeError extends Error {
  override readonly name = 'TradeError';
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

export type StepState = 'waiting' | 'active' | 'done' | 'failed';

/** Runs the steps in order, telling `onStep` which one is active; the first failure stops the rest. */
export async function runSteps(
  steps: readonly TradeStep[],
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
