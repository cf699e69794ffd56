/**
 * Where a transaction's gas goes, by opcode class, from anvil's geth-style step trace (anvil must
 * run with `stepsTracing`). Each step is charged its own cost only: a CALL is charged what it
 * costs the caller (account access, value surcharge net of the 2,300 stipend), and the callee's
 * steps are charged to their own classes.
 */
import type { Hex, PublicClient } from 'viem';

interface StructLog {
  op: string;
  gas: number;
  gasCost: number;
  depth: number;
  refund?: number;
}

export interface TopCall {
  to: Hex;
  gas: number;
  /** Whether the call carries native coin (a payment). */
  paying: boolean;
}

export interface GasBreakdown {
  /** 21,000 + calldata, charged before the first opcode runs. */
  intrinsic: number;
  /** Gas of the opcodes, summed per class. */
  classes: Map<string, number>;
  /** Refund counter at the end (storage cleared), before the cap of a fifth of the gas. */
  refund: number;
  /** intrinsic + opcodes: what the transaction costs before refunds. */
  beforeRefund: number;
  /**
   * Each call the transaction's contract makes, in order, with the callee's gas included and the
   * cold account access of Solidity's EXTCODESIZE check just before it.
   */
  topCalls: TopCall[];
  /** Native coin sent with the transaction. */
  value: bigint;
}

const accessOps = new Set(['CALL', 'STATICCALL', 'DELEGATECALL', 'CALLCODE', 'EXTCODESIZE', 'EXTCODEHASH']);
const callOps = new Set(['CALL', 'STATICCALL', 'DELEGATECALL', 'CALLCODE']);

function classOf(op: string, cost: number): string {
  if (op === 'SLOAD') return cost >= 2_100 ? 'SLOAD cold' : 'SLOAD warm';
  if (op === 'SSTORE') return cost >= 20_000 ? 'SSTORE zero → non-zero' : 'SSTORE';
  if (accessOps.has(op) || op === 'BALANCE') return 'calls and account access';
  if (op.startsWith('LOG')) return 'LOG (events)';
  if (op === 'TLOAD' || op === 'TSTORE') return 'transient storage (reentrancy guard)';
  return 'compute and memory';
}

/** Own cost of every step; a call's own cost excludes what its callee used. */
function stepCosts(logs: StructLog[]): number[] {
  const costs = logs.map((log) => log.gasCost);
  // Open call frames: the index of the calling step and the gas the callee started with.
  const frames: { at: number; start: number }[] = [];
  for (let i = 0; i < logs.length - 1; i++) {
    const [step, next] = [logs[i]!, logs[i + 1]!];
    if (next.depth > step.depth) {
      frames.push({ at: i, start: next.gas });
    } else if (next.depth < step.depth) {
      const frame = frames.pop()!;
      const calleeUsed = frame.start - (step.gas - step.gasCost);
      costs[frame.at] = logs[frame.at]!.gas - next.gas - calleeUsed;
    } else {
      costs[i] = step.gas - next.gas;
    }
  }
  return costs;
}

export async function gasBreakdown(client: PublicClient, hash: Hex): Promise<GasBreakdown> {
  const tx = await client.getTransaction({ hash });
  const trace = (await client.request({
    method: 'debug_traceTransaction',
    params: [hash, { disableStack: false, disableMemory: true, disableStorage: true }],
  } as never)) as { structLogs: (StructLog & { stack?: Hex[] })[] };
  const logs = trace.structLogs;
  if (logs.length === 0) throw new Error('no step trace: start anvil with stepsTracing');
  const costs = stepCosts(logs);
  const classes = new Map<string, number>();
  const topCalls: TopCall[] = [];
  const addressAt = (stack: Hex[], fromTop: number) =>
    `0x${stack.at(-fromTop)!.replace(/^0x/, '').padStart(40, '0').slice(-40)}` as Hex;
  const codeChecks = new Map<Hex, number>();
  logs.forEach((log, i) => {
    const name = classOf(log.op, costs[i]!);
    classes.set(name, (classes.get(name) ?? 0) + costs[i]!);
    if (log.depth !== 1) return;
    if (log.op === 'EXTCODESIZE') codeChecks.set(addressAt(log.stack!, 1), costs[i]!);
    if (callOps.has(log.op)) {
      const back = logs.findIndex((later, j) => j > i && later.depth === 1);
      const to = addressAt(log.stack!, 2);
      const paying = log.op === 'CALL' && BigInt(log.stack!.at(-3)!) > 0n;
      topCalls.push({ to, gas: log.gas - logs[back]!.gas + (codeChecks.get(to) ?? 0), paying });
      codeChecks.delete(to);
    }
  });
  const [first, last] = [logs[0]!, logs.at(-1)!];
  const intrinsic = Number(tx.gas) - first.gas;
  const executed = first.gas - (last.gas - last.gasCost);
  const beforeRefund = intrinsic + executed;
  return { intrinsic, classes, refund: last.refund ?? 0, beforeRefund, topCalls, value: tx.value };
}

/** Refund actually granted: capped at a fifth of the gas used before refunds (EIP-3529). */
export const refundGranted = (b: GasBreakdown) => Math.min(b.refund, Math.floor(b.beforeRefund / 5));
