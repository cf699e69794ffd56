import { adminRoleHeldOn } from '@vrmarket/contracts';
import type { Logger } from 'pino';
import { privateKeyToAccount } from 'viem/accounts';
import { type Config, ConfigError } from '../config.ts';
import type { ChainClient } from './client.ts';
import type { DeploymentsReader } from './deployments.ts';
import { ChainRefusedError } from './errors.ts';

const LOCAL_CHAIN_ID = 31337;

type CheckDependencies = {
  config: { chain: Pick<Config['chain'], 'chainId' | 'minterPrivateKey'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
  client: Pick<ChainClient, 'readContract'>;
  log: Pick<Logger, 'warn'>;
};

/** What one check found: the key's roles were read (`ran`), or not (no deployment, chain unreachable). */
export type MinterRoleCheckResult = 'ran' | 'not-run';

/**
 * One check of the api's key (MINTER_PRIVATE_KEY): it must not hold DEFAULT_ADMIN_ROLE on any
 * vrmarket contract (a stolen server key could then grant itself everything). Off the local chain
 * that is refused (ConfigError); on anvil (31337) it warns, since a data folder deployed before
 * the role split still has the deployer as admin. No key: nothing to check ('ran'). No deployment
 * yet or an unreachable chain: 'not-run' (createMinterRoleCheck tries again).
 */
export async function checkMinterRoles({
  config,
  deployments,
  client,
  log,
}: CheckDependencies): Promise<MinterRoleCheckResult> {
  const key = config.chain.minterPrivateKey;
  if (!key) return 'ran';
  const contracts = await deployments.contracts();
  if (!contracts) return 'not-run';
  const minter = privateKeyToAccount(key).address;
  let held: string[];
  try {
    held = await adminRoleHeldOn(client, contracts, minter);
  } catch (err) {
    log.warn({ err }, 'could not check the roles of MINTER_PRIVATE_KEY (chain unreachable?)');
    return 'not-run';
  }
  if (held.length === 0) return 'ran';
  const message = `MINTER_PRIVATE_KEY (${minter}) holds DEFAULT_ADMIN_ROLE on ${held.join(', ')}: hand the admin role to a separate key and revoke it from the minter (deploy/README.md "Roles")`;
  if (config.chain.chainId !== LOCAL_CHAIN_ID) {
    throw new ConfigError(`Invalid configuration: ${message}, refused on chain ${config.chain.chainId}`);
  }
  log.warn(message);
  return 'ran';
}

/** Pauses between checks that could not run: doubling from `firstMs` up to `maxMs`. */
export const MINTER_CHECK_RETRY = { firstMs: 1_000, maxMs: 60_000 } as const;

export type MinterRoleState = 'pending' | 'passed' | 'refused';

/**
 * The minter role check as a gate before the api signs anything with its key (mint permits, swap
 * keys). `start()` (main, before listening) runs it once: a refused key stops the start. When it
 * cannot run (no deployment yet, chain unreachable) it is tried again in the background, with
 * back-off, until it runs; until then `requirePassed()` answers 503 MINTER_ROLES_NOT_CHECKED. A
 * signing call whose retry is due (or an api embedded without `start()`, as in tests) runs the
 * check itself, one at a time. A key found to be an admin after the start is refused with
 * FEATURE_NOT_AVAILABLE and an error in the log, until the api is restarted with another key.
 */
export function createMinterRoleCheck({
  log,
  retry = MINTER_CHECK_RETRY,
  now = () => Date.now(),
  ...dependencies
}: Omit<CheckDependencies, 'log'> & {
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
  retry?: { firstMs: number; maxMs: number };
  now?: () => number;
}) {
  let state: MinterRoleState = 'pending';
  let running: Promise<void> | undefined;
  let delayMs = retry.firstMs;
  let dueAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** One attempt (shared by concurrent callers); throws the ConfigError of a refused key. */
  function attempt(): Promise<void> {
    running ??= (async () => {
      try {
        const result = await checkMinterRoles({ ...dependencies, log });
        if (result === 'ran') {
          state = 'passed';
          return;
        }
        dueAt = now() + delayMs;
        delayMs = Math.min(delayMs * 2, retry.maxMs);
      } catch (err) {
        state = 'refused';
        throw err;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const refusedLater = (err: unknown) =>
    log.error({ err }, 'MINTER_PRIVATE_KEY refused: the api signs no permits until restarted');

  function schedule(): void {
    if (stopped || state !== 'pending') return;
    const wait = Math.max(0, dueAt - now());
    log.info({ retryInMs: wait }, 'the roles of MINTER_PRIVATE_KEY are not checked yet: permits wait');
    timer = setTimeout(() => {
      attempt().then(schedule, refusedLater);
    }, wait);
    timer.unref();
  }

  return {
    state: () => state,
    /** The first check, awaited (a refused key stops the start); retries in the background if it could not run. */
    async start(): Promise<void> {
      stopped = false;
      await attempt();
      schedule();
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
    /** Before signing with the key: resolves once the check has passed, else a 503. */
    async requirePassed(): Promise<void> {
      if (state === 'pending') {
        if (running) await running.catch(() => {});
        else if (now() >= dueAt) await attempt().catch(refusedLater);
      }
      if (state === 'passed') return;
      if (state === 'refused') throw new ChainRefusedError('unavailable', 'FEATURE_NOT_AVAILABLE');
      throw new ChainRefusedError('unavailable', 'MINTER_ROLES_NOT_CHECKED');
    },
  };
}

export type MinterRoleCheck = ReturnType<typeof createMinterRoleCheck>;
