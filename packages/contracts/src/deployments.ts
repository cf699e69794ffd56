import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Address } from 'viem';

/** Addresses of one deployment on one chain, plus the block to start indexing from. */
export interface Deployment {
  USDT: Address;
  BIVE: Address;
  VRA: Address;
  VrNFT: Address;
  Marketplace: Address;
  Rental: Address;
  Payout: Address;
  Payment: Address;
  StakingVault: Address;
  SwapDesk: Address;
  /** Deployed after everything else, so the other addresses are those of deployments without it. */
  AuctionHouse: Address;
  /** The native coin as an ERC-20, for offers (deployed after the AuctionHouse, with the OfferBook). */
  WETH: Address;
  /** Buyers' signed offers (issue 42); deployed last. */
  OfferBook: Address;
  deployBlock: number;
}

export type ContractName = Exclude<keyof Deployment, 'deployBlock'>;

/** The deployments file: `{ "<chainId>": Deployment }`. */
export type DeploymentsFile = Record<string, Deployment>;

export function readDeployments(file: string): DeploymentsFile {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as DeploymentsFile;
}

export function readDeployment(file: string, chainId: number): Deployment | undefined {
  return readDeployments(file)[String(chainId)];
}

/** Writes or replaces the entry of one chain, keeping the others. */
export function writeDeployments(file: string, chainId: number, deployment: Deployment): void {
  const all = readDeployments(file);
  all[String(chainId)] = deployment;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
