import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessControlAbi, adminKey, clientsFor, deployerKey, roleIds } from '@vrmarket/contracts';
import { getFreePort } from '@vrmarket/contracts/anvil';
import { writeDeployments } from '@vrmarket/contracts/deploy';
import { PurchaseStatus } from '@vrmarket/domain';
import { sent } from '@vrmarket/testkit/chain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { createFactory } from '../../test/factory.ts';
import { ConfigError } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { createChainClient } from './client.ts';
import { checkMinterRoles, createMinterRoleCheck } from './minter-roles.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain?.stop());

const contractsOf = ({ deployBlock: _, ...addresses }: TestChain['deployment']) => addresses;

/** The check as main runs it, with the given chain id in the config and the warnings kept. */
async function check(chainId: number, client = chain.client) {
  const warnings: string[] = [];
  const log = { warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))) };
  await checkMinterRoles({
    config: { chain: { chainId, minterPrivateKey: deployerKey } },
    deployments: { contracts: async () => contractsOf(chain.deployment) },
    client,
    log: log as never,
  });
  return warnings;
}

describe('checkMinterRoles at start', () => {
  it('passes quietly when deployAll gave the minter no admin role', async () => {
    expect(await check(97)).toEqual([]);
    expect(await check(31337)).toEqual([]);
  });

  it('warns when the chain cannot be reached, and starts', async () => {
    const down = createChainClient({ rpcUrl: 'http://127.0.0.1:9/', chainId: 97 });
    expect(await check(97, down)).toEqual([expect.stringMatching(/could not check the roles/)]);
  });

  it('refuses a minter key that holds DEFAULT_ADMIN_ROLE off anvil, and warns on anvil', async () => {
    const admin = clientsFor(chain.anvil, adminKey);
    const grant = (functionName: 'grantRole' | 'revokeRole') =>
      sent(
        admin,
        admin.walletClient.writeContract({
          address: chain.deployment.Marketplace,
          abi: accessControlAbi,
          functionName,
          args: [roleIds.DEFAULT_ADMIN_ROLE, clientsFor(chain.anvil, deployerKey).account.address],
        }),
      );
    await grant('grantRole');
    try {
      const refused = check(97);
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(
        /MINTER_PRIVATE_KEY .* holds DEFAULT_ADMIN_ROLE on Marketplace: .*chain 97/,
      );
      expect(await check(31337)).toEqual([expect.stringMatching(/holds DEFAULT_ADMIN_ROLE on Marketplace/)]);
    } finally {
      await grant('revokeRole');
    }
    expect(await check(97)).toEqual([]);
  });
});

describe('the minter role check when the chain is unreachable at start', () => {
  /** A TCP proxy to the test chain on `port`, started only when the test says the chain is up. */
  function chainProxy(port: number) {
    const open = new Set<() => void>();
    const server = createServer((socket) => {
      const upstream = connect(Number(new URL(chain.anvil.rpcUrl).port), '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      const close = () => {
        socket.destroy();
        upstream.destroy();
        open.delete(close);
      };
      open.add(close);
      socket.on('error', close);
      upstream.on('error', close);
    });
    return {
      up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
      down: () =>
        new Promise<void>((resolve) => {
          for (const close of [...open]) close();
          server.close(() => resolve());
        }),
    };
  }

  it('retries with growing pauses until the check runs, and only then passes', async () => {
    const attempts: number[] = [];
    let reachable = false;
    const client = {
      readContract: ((args: never) => {
        attempts.push(Date.now());
        if (!reachable) return Promise.reject(new Error('connect ECONNREFUSED'));
        return chain.client.readContract(args);
      }) as TestChain['client']['readContract'],
    };
    const gate = createMinterRoleCheck({
      config: { chain: { chainId: 97, minterPrivateKey: deployerKey } },
      deployments: { contracts: async () => contractsOf(chain.deployment) },
      client,
      log: { warn: () => {}, error: () => {}, info: () => {} } as never,
      retry: { firstMs: 40, maxMs: 160 },
    });
    try {
      await gate.start();
      await expect(gate.requirePassed()).rejects.toMatchObject({
        refusal: 'unavailable',
        code: 'MINTER_ROLES_NOT_CHECKED',
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      // Attempts go on (the check is repeated), farther apart each time up to the cap.
      const tries = [...new Set(attempts)];
      expect(tries.length).toBeGreaterThanOrEqual(3);
      expect(tries.length).toBeLessThan(12);
      reachable = true;
      await vi.waitFor(() => expect(gate.state()).toBe('passed'), { timeout: 2_000, interval: 20 });
      await expect(gate.requirePassed()).resolves.toBeUndefined();
    } finally {
      gate.stop();
    }
  });

  it('refuses to sign mint permits until the check has run on the chain, then signs', async () => {
    const port = await getFreePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-minter-roles-'));
    const deploymentsFile = path.join(dataDir, 'deployments.json');
    writeDeployments(deploymentsFile, chain.anvil.chainId, chain.deployment);
    const test = await createTestApp({
      DATA_DIR: dataDir,
      CHAIN_RPC_URL: `http://127.0.0.1:${port}`,
      DEPLOYMENTS_FILE: deploymentsFile,
      MINTER_PRIVATE_KEY: deployerKey,
    });
    const proxy = chainProxy(port);
    try {
      const seller = chain.seller.account.address.toLowerCase();
      const make = createFactory(test.components.db);
      await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
      const user = await make.user('seller-at-start');
      await test.components.db.update(users).set({ publicKey: seller }).where(eq(users.id, user.id));
      const { accessToken } = await test.components.tokens.issue(user);
      const nft = await make.nft({
        purchaseStatus: PurchaseStatus.NONE,
        tokenId: null,
        ownerAddress: seller,
        contractAddress: chain.deployment.VrNFT.toLowerCase(),
      });
      const permit = () =>
        test.app.inject({
          method: 'GET',
          url: `/api/v1/nft/${nft.id}/mintingPermission/${seller}`,
          headers: { authorization: `Bearer ${accessToken}` },
        });

      // As main starts the api: the chain is down, the check cannot run, the api starts.
      await test.components.minterRoles.start();
      const refused = await permit();
      expect(refused.json()).toMatchObject({ statusCode: 503, code: 'MINTER_ROLES_NOT_CHECKED' });

      await proxy.up();
      await vi.waitFor(() => expect(test.components.minterRoles.state()).toBe('passed'), {
        timeout: 10_000,
        interval: 50,
      });
      const signed = await permit();
      expect(signed.statusCode).toBe(200);
      expect(signed.json().data.signature).toMatch(/^0x/);
    } finally {
      test.components.minterRoles.stop();
      await proxy.down().catch(() => {});
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
