import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { foundryBinary } from './foundry.ts';

export interface StartAnvilOptions {
  port?: number;
  chainId?: number;
  host?: string;
  /** Load state from this file at start and dump it there on stop (persists the chain across runs). */
  stateFile?: string;
  /** Seconds between blocks; without it anvil mines one block per transaction. */
  blockTime?: number;
  /** Milliseconds to wait for the node to answer eth_chainId. */
  startTimeoutMs?: number;
  /** Records opcode steps so debug_traceTransaction returns geth-style structLogs (slower). */
  stepsTracing?: boolean;
}

export interface AnvilInstance {
  rpcUrl: string;
  chainId: number;
  stop(): Promise<void>;
}

/** Path of the anvil binary shipped by @foundry-rs/anvil-<platform>-<arch>; ANVIL_BIN overrides it. */
export const anvilBinary = (): string => process.env.ANVIL_BIN ?? foundryBinary('anvil');

/** A TCP port that was free a moment ago (for tests that start their own node). */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answersChainId(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const { port = 8545, chainId = 31337, host = '127.0.0.1', stateFile, blockTime } = options;
  // 11 funded accounts: the deployer/minter, nine demo users and the admin (devAccounts.ts).
  const args = [
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--host',
    host,
    '--silent',
    '--accounts',
    '11',
  ];
  if (stateFile) args.push('--state', stateFile);
  if (blockTime !== undefined) args.push('--block-time', String(blockTime));
  if (options.stepsTracing) args.push('--steps-tracing');

  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let spawnError: Error | undefined;
  // Without a listener a missing binary would crash the caller instead of rejecting.
  child.once('error', (error) => {
    spawnError = error;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const rpcUrl = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM'); // lets anvil dump --state
    await exited(child);
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 10_000);
  while (!(await answersChainId(rpcUrl))) {
    if (spawnError) throw new Error(`anvil could not start (${anvilBinary()}): ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}: ${stderr.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`anvil did not answer on ${rpcUrl}: ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { rpcUrl, chainId, stop };
}
