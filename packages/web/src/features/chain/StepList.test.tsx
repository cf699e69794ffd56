// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/renderInApp.tsx';
import { StepList } from './StepList.tsx';
import type { FlowState } from './useChainFlow.ts';

type Step = 'approve' | 'sell' | 'record';
const labels: Record<Step, string> = { approve: 'Allow', sell: 'Put on sale', record: 'Record' };

const render = (state: FlowState<Step>) => renderInApp(<StepList state={state} label={(id) => labels[id]} />);

describe("a chain flow's steps as the user follows them", () => {
  it('shows nothing before the flow starts, then that it prepares', async () => {
    const idle = await render({ phase: 'idle', steps: [], error: null });
    expect(idle.container.textContent).toBe('');
    idle.unmount();

    await render({ phase: 'preparing', steps: [], error: null });
    expect(screen.getByRole('status').textContent).toBe('Preparing…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each step in order with where it stands; the active one asks for the wallet', async () => {
    await render({
      phase: 'running',
      steps: [
        { id: 'approve', state: 'done' },
        { id: 'sell', state: 'active' },
        { id: 'record', state: 'waiting' },
      ],
      error: null,
    });
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'AllowDone',
      'Put on saleConfirm in your wallet',
      'RecordWaiting',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the failed step and says why under the steps', async () => {
    await render({
      phase: 'failed',
      steps: [
        { id: 'approve', state: 'done' },
        { id: 'sell', state: 'failed' },
        { id: 'record', state: 'waiting' },
      ],
      error: 'You denied the transaction signature.',
    });
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps[1]?.textContent).toBe('Put on saleFailed');
    expect(screen.getByRole('alert').textContent).toBe('You denied the transaction signature.');
  });
});
