import { readFile, stat } from 'node:fs/promises';
import type { Deployment, DeploymentsFile } from '@vrmarket/contracts';
import { type ChainSetup, chainSetupOf } from './contracts.ts';

/** Contract name → address on the configured chain, as written by the deploy script. */
export type ContractAddresses = Record<string, `0x${string}`>;

/** The one reader of the deployments file; both answers are null while nothing is deployed there. */
export type DeploymentsReader = {
  /** Addresses on the configured chain (the api's answers: config, permits, purchase checks). */
  contracts(): Promise<ContractAddresses | null>;
  /** The same deployment as the indexer and the recording calls work on it. */
  setup(): Promise<ChainSetup | null>;
};

type Read = { deployment: Deployment; contracts: ContractAddresses; setup?: ChainSetup } | null;

const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);

/**
 * Reads the deployments file (`{ "<chainId>": { USDT: "0x…", …, deployBlock } }`) lazily and
 * again only when it changes, so an api started before the deploy script sees the addresses.
 */
export function createDeploymentsReader(file: string, chainId: number): DeploymentsReader {
  let cached: { mtimeMs: number; read: Read } | undefined;

  async function read(): Promise<Read> {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (mtimeMs < 0) return null;
    if (cached?.mtimeMs !== mtimeMs) {
      const all = JSON.parse(await readFile(file, 'utf8')) as DeploymentsFile;
      const deployment = all[String(chainId)];
      const contracts = deployment
        ? (Object.fromEntries(
            Object.entries(deployment).filter((entry) => isAddress(entry[1])),
          ) as ContractAddresses)
        : null;
      cached = { mtimeMs, read: deployment && contracts ? { deployment, contracts } : null };
    }
    return cached.read;
  }

  return {
    contracts: async () => (await read())?.contracts ?? null,
    // Built on first use: a partial deployment still answers contracts() (it throws only here).
    async setup() {
      const current = await read();
      if (!current) return null;
      current.setup ??= chainSetupOf(current.deployment, chainId);
      return current.setup;
    },
  };
}
