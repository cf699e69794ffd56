import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Clients, vrNFTAbi } from '@vrmarket/contracts';
import { writeDeployments } from '@vrmarket/contracts/deploy';
import { sent } from '@vrmarket/testkit/chain';
import { erc20Abi, type Hex, maxUint256 } from 'viem';
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

/** Submits the api's mint permit answer to VrNFT.mintWithPermit from `clients` (paying the ERC-20 price). */
export async function mintWithPermit(clients: Clients, data: Record<string, string | number>) {
  await sent(
    clients,
    clients.walletClient.writeContract({
      address: data.currency as Hex,
      abi: erc20Abi,
      functionName: 'approve',
      args: [data.contract as Hex, maxUint256],
    }),
  );
  return sent(
    clients,
    clients.walletClient.writeContract({
      address: data.contract as Hex,
      abi: vrNFTAbi,
      functionName: 'mintWithPermit',
      args: [
        BigInt(data.tokenId!),
        data.to as Hex,
        data.currency as Hex,
        BigInt(data.mintingPrice!),
        String(data.uri),
        BigInt(data.deadline!),
        BigInt(data.nonce!),
        data.signature as Hex,
      ],
    }),
  );
}
