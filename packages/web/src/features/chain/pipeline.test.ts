import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../api/client.ts';
import { ChainError } from './ChainError.ts';
import type { Chain } from './prepare.ts';
import { runSteps, type StepState } from './steps.ts';
import { CHAIN_TIMEOUT_MS } from './timeout.ts';

// The chain behind wagmi's actions: each test decides how long it takes to answer.
const chainCalls = vi.hoisted(() => ({
  receipt: (): Promise<{ status: string }> => new Promise(() => undefined),
  read: (): Promise<unknown> => new Promise(() => undefined),
}));
vi.mock('wagmi/actions', () => ({
  readContract: () => chainCalls.read(),
  getBalance: () => chainCalls.read(),
  waitForTransactionReceipt: () => chainCalls.receipt(),
  writeContract: vi.fn(),
}));
// The api records every transaction it is told about.
const recorded: unknown[] = [];
setApiTransport(async (url, init) => {
  if (url === '/api/v1/transactions/record') recorded.push(JSON.parse(String(init.body)));
  return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
});

const { read, writeAndRecord } = await import('./actions.ts');

const chain = { config: {}, account: '0x00000000000000000000000000000000000000a1' } as unknown as Chain;
const HASH = `0x${'ab'.repeat(32)}` as const;
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the chain pipeline’s time limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends a receipt wait the chain never answers saying the network did not answer, the step marked failed', async () => {
    const states: [number, StepState][] = [];
    const steps = writeAndRecord(chain, 'mint', async () => HASH);
    const run = runSteps(steps, (index, state) => states.push([index, state]));
    const failure = expect(run).rejects.toEqual(new ChainError('CHAIN_NOT_ANSWERING'));
    await vi.advanceTimersByTimeAsync(CHAIN_TIMEOUT_MS);
    await failure;
    expect(states).toEqual([
      [0, 'active'],
      [0, 'failed'],
    ]);
  });

  it('does not count the time the user takes to sign in the wallet', async () => {
    chainCalls.receipt = () => later(1_000, { status: 'success' });
    const steps = writeAndRecord(chain, 'mint', () => later(CHAIN_TIMEOUT_MS * 3, HASH));
    const states: [number, StepState][] = [];
    const run = runSteps(steps, (index, state) => states.push([index, state]));
    await vi.advanceTimersByTimeAsync(CHAIN_TIMEOUT_MS * 3 + 1_000);
    await run;
    expect(states.at(-1)).toEqual([1, 'done']);
    expect(recorded).toEqual([{ txHash: HASH }]);
  });

  it('ends a read that gets no answer, and lets an answered one through', async () => {
    chainCalls.read = () => new Promise(() => undefined);
    const silent = read(chain.config, {} as never);
    const failure = expect(silent).rejects.toEqual(new ChainError('CHAIN_NOT_ANSWERING'));
    await vi.advanceTimersByTimeAsync(CHAIN_TIMEOUT_MS);
    await failure;

    chainCalls.read = () => later(CHAIN_TIMEOUT_MS - 1, 5n);
    const answered = read(chain.config, {} as never);
    await vi.advanceTimersByTimeAsync(CHAIN_TIMEOUT_MS - 1);
    await expect(answered).resolves.toBe(5n);
  });

  it('fails a reverted transaction with its own text', async () => {
    chainCalls.receipt = async () => ({ status: 'reverted' });
    const run = runSteps(
      writeAndRecord(chain, 'buy', async () => HASH),
      () => undefined,
    );
    await expect(run).rejects.toEqual(new ChainError('TRANSACTION_FAILED'));
  });
});
