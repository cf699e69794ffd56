import { readFile, stat } from 'node:fs/promises';
import type { DeploymentsFile } from '@vrmarket/contracts';

/** Contract name → address on the configured chain, as written by the deploy script. */
export type ContractAddresses = Record<string, `0x${string}`>;

export type DeploymentsReader = {
  /** Addresses on the configured chain, or null while nothing is deployed there. */
  contracts(): Promise<ContractAddresses | null>;
};

const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);

/**
 * Reads the deployments file (`{ "<chainId>": { USDT: "0x…", …, deployBlock } }`) lazily and
 * re-reads it when it changes, so an api started before the deploy script sees the addresses.
 */
export function createDeploymentsReader(file: string, chainId: number): DeploymentsReader {
  let cached: { mtimeMs: number; contracts: ContractAddresses | null } | undefined;
  return {
    async contracts() {
      const mtimeMs = await stat(file).then(
        (s) => s.mtimeMs,
        () => -1,
      );
      if (mtimeMs < 0) return null;
      if (cached?.mtimeMs !== mtimeMs) {
        const all = JSON.parse(await readFile(file, 'utf8')) as DeploymentsFile;
        const deployment = all[String(chainId)] as Record<string, unknown> | undefined;
        const contracts = deployment
          ? Object.fromEntries(Object.entries(deployment).filter((entry) => isAddress(entry[1])))
          : null;
        cached = { mtimeMs, contracts: contracts as ContractAddresses | null };
      }
      return cached.contracts;
    },
  };
}
