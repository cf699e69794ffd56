import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeDeployments } from '@vrmarket/contracts/deploy';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { startTestChain, type TestChain } from './chain.ts';

export type ChainApp = {
  chain: TestChain;
  test: TestApp;
  /** The variables that point an api at this chain (another app of the file can reuse them). */
  chainEnv: { DATA_DIR: string; CHAIN_RPC_URL: string; DEPLOYMENTS_FILE: string };
  close(): Promise<void>;
};

/**
 * A fresh test chain with everything deployed and an app reading it, its deployments file in a
 * throw-away data folder (`vrmarket-<name>-…`). `env` adds configuration variables.
 */
export async function startChainApp(name: string, env: Record<string, string> = {}): Promise<ChainApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `vrmarket-${name}-`));
  const chain = await startTestChain();
  const deploymentsFile = path.join(dataDir, 'deployments.json');
  writeDeployments(deploymentsFile, chain.anvil.chainId, chain.deployment);
  const chainEnv = {
    DATA_DIR: dataDir,
    CHAIN_RPC_URL: chain.anvil.rpcUrl,
    DEPLOYMENTS_FILE: deploymentsFile,
  };
  const test = await createTestApp({ ...chainEnv, ...env });
  return {
    chain,
    test,
    chainEnv,
    async close() {
      await Promise.all([test.close(), chain.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts these users; each one's id and access token, by username. */
export async function addUsers(
  test: TestApp,
  rows: (typeof users.$inferInsert)[],
): Promise<Record<string, { id: number; accessToken: string }>> {
  const people = await test.components.db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, username: users.username });
  const byName: Record<string, { id: number; accessToken: string }> = {};
  for (const person of people) {
    byName[person.username] = {
      id: person.id,
      accessToken: (await test.components.tokens.issue(person)).accessToken,
    };
  }
  return byName;
}
