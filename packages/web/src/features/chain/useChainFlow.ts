import type { MessageKey } from '@vrmarket/domain';
import { useCallback, useState } from 'react';
import { toast } from '../../app/toast.ts';
import { i18n } from '../../i18n/index.ts';
import { reportChainFailure } from './errors.ts';
import { type Chain, prepareChain } from './prepare.ts';
import { type ChainStep, runSteps, type StepState } from './steps.ts';

export type FlowPhase = 'idle' | 'preparing' | 'running' | 'done' | 'failed';

export interface FlowState<Id extends string = string> {
  phase: FlowPhase;
  steps: { id: Id; state: StepState }[];
  /** The failure's text to show in place (also toasted), null when there is none. */
  error: string | null;
}

const IDLE: FlowState<never> = { phase: 'idle', steps: [], error: null };

export interface ChainFlowOptions {
  /** The success toast. */
  success: MessageKey;
  onSuccess?: () => void;
  /** Called with true when the flow starts and false when it ends, however it ends. */
  onBusy?: (busy: boolean) => void;
}

/**
 * The state of one chain flow in a dialog: prepare (wallet on the network, account, contracts),
 * plan the ordered steps, run them, then the success toast — or the failure text (R-ERR-5) with
 * the busy state reset (R-UI-7). Every chain round trip ends within CHAIN_TIMEOUT_MS.
 */
export function useChainFlow<Id extends string>({ success, onSuccess, onBusy }: ChainFlowOptions) {
  const [state, setState] = useState<FlowState<Id>>(IDLE);

  /** Runs the flow `plan` makes; resolves true when every step succeeded. */
  const start = useCallback(
    async (plan: (chain: Chain) => Promise<readonly ChainStep<Id>[]>): Promise<boolean> => {
      onBusy?.(true);
      setState({ phase: 'preparing', steps: [], error: null });
      try {
        const steps = await plan(await prepareChain());
        setState({ phase: 'running', steps: steps.map(({ id }) => ({ id, state: 'waiting' })), error: null });
        await runSteps(steps, (index, stepState) =>
          setState((current) => ({
            ...current,
            steps: current.steps.map((step, i) => (i === index ? { ...step, state: stepState } : step)),
          })),
        );
        setState((current) => ({ ...current, phase: 'done' }));
        toast((i18n.t as unknown as (key: string) => string)(success), 'success');
        onSuccess?.();
        return true;
      } catch (failure) {
        const error = await reportChainFailure(failure);
        setState((current) => ({ ...current, phase: 'failed', error }));
        return false;
      } finally {
        onBusy?.(false);
      }
    },
    [success, onSuccess, onBusy],
  );

  const busy = state.phase === 'preparing' || state.phase === 'running';
  return { state, start, busy };
}
export type ChainFlow<Id extends string = string> = ReturnType<typeof useChainFlow<Id>>;
