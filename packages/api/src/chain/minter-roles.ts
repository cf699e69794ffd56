import { adminRoleHeldOn } from '@vrmarket/contracts';
import type { Logger } from 'pino';
import { privateKeyToAccount } from 'viem/accounts';
import { type Config, ConfigError } from '../config.ts';
import type { ChainClient } from './client.ts';
import type { DeploymentsReader } from './deployments.ts';

const LOCAL_CHAIN_ID = 31337;

/**
 * At start: the api's key (MINTER_PRIVATE_KEY) must not hold DEFAULT_ADMIN_ROLE on any vrmarket
 * contract (a stolen server key could then grant itself everything). Off the local chain that
 * refuses to start (ConfigError); on anvil (31337) it warns, since a data folder deployed before
 * the role split still has the deployer as admin. An unreachable chain or no deployment yet only
 * logs: the api runs without the chain and the check is not repeated later.
 */
export async function checkMinterRoles({
  config,
  deployments,
  client,
  log,
}: {
  config: { chain: Pick<Config['chain'], 'chainId' | 'minterPrivateKey'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
  client: Pick<ChainClient, 'readContract'>;
  log: Pick<Logger, 'warn'>;
}): Promise<void> {
  const key = config.chain.minterPrivateKey;
  const contracts = await deployments.contracts();
  if (!key || !contracts) return;
  const minter = privateKeyToAccount(key).address;
  let held: string[];
  try {
    held = await adminRoleHeldOn(client, contracts, minter);
  } catch (err) {
    log.warn({ err }, 'could not check the roles of MINTER_PRIVATE_KEY (chain unreachable?)');
    return;
  }
  if (held.length === 0) return;
  const message = `MINTER_PRIVATE_KEY (${minter}) holds DEFAULT_ADMIN_ROLE on ${held.join(', ')}: hand the admin role to a separate key and revoke it from the minter (deploy/README.md "Roles")`;
  if (config.chain.chainId !== LOCAL_CHAIN_ID) {
    throw new ConfigError(`Invalid configuration: ${message}, refused on chain ${config.chain.chainId}`);
  }
  log.warn(message);
}
