/** One step of a chain flow, in the order its dialog shows them (ADR 0021). */
export interface ChainStep<Id extends string = string> {
  id: Id;
  /** Runs the step; it may read what earlier steps left in the flow's shared context. */
  run: () => Promise<void>;
}

export type StepState = 'waiting' | 'active' | 'done' | 'failed';

/** Runs the steps in order, telling `onStep` which one is active; the first failure stops the rest. */
export async function runSteps(
  steps: readonly ChainStep[],
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
