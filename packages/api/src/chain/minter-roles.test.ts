import { accessControlAbi, adminKey, clientsFor, deployerKey, roleIds } from '@vrmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { createChainClient } from './client.ts';
import { checkMinterRoles } from './minter-roles.ts';
import { sent, startTestChain, type TestChain } from './testing.ts';

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
