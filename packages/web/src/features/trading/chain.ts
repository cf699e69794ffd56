import { type Currency, currencyDecimals, toCurrency } from '@vrmarket/domain';
import { type Address, type Hash, parseUnits, zeroAddress } from 'viem';
import { apiFetch } from '../../api/client.ts';
import { queryClient } from '../../api/queryClient.ts';
import { appConfigQuery } from '../config/queries.ts';
import { loadWallet } from '../wallet/index.ts';
import { getWalletState } from '../wallet/walletStore.ts';
import { TradeError } from './steps.ts';

export type Contracts = {
  VrNFT: Address;
  Marketplace: Address;
  Rental: Address;
  SwapDesk: Address;
  USDT: Address;
  BIVE: Address;
  VRA: Address;
};

/**
 * Everything a chain write needs, after the wallet is on the marketplace's network: wagmi's config,
 * the connected account and the deployed contracts (from `/api/v1/configs/app`).
 */
export async function prepareChain() {
  const wallet = await loadWallet();
  await wallet.ensureNetwork();
  const app = await queryClient.fetchQuery(appConfigQuery());
  const account = getWalletState().address as Address | null;
  if (!app.contracts || !account) throw new TradeError('FEATURE_NOT_AVAILABLE');
  return { config: wallet.config, account, contracts: app.contracts as unknown as Contracts };
}
export type Chain = Awaited<ReturnType<typeof prepareChain>>;

/** The ERC-20 token of a currency, or the zero address for the native coin. */
export function tokenOf(contracts: Contracts, currency: string): Address {
  const known = toCurrency(currency);
  if (!known) throw new TradeError('INVALID_CURRENCY');
  return known === 'ETH' ? zeroAddress : contracts[known];
}

/** A price text in the token's smallest unit. */
export const toUnits = (price: string, currency: string): bigint =>
  parseUnits(price, currencyDecimals((toCurrency(currency) ?? 'USDT') as Currency));

/** Waits for a sent transaction; a reverted one fails the step. */
export async function confirmed(chain: Chain, hash: Hash): Promise<Hash> {
  const { waitForTransactionReceipt } = await import('wagmi/actions');
  const receipt = await waitForTransactionReceipt(chain.config, { hash });
  if (receipt.status !== 'success') throw new TradeError('TRANSACTION_FAILED');
  return hash;
}

/**
 * Tells the api about a mined transaction so the NFT's page changes at once (DESIGN.md: recording
 * only speeds things up; the indexer applies the same receipt anyway), so a failure here is not
 * the action's failure.
 */
export async function recordTransaction(hash: Hash): Promise<void> {
  await apiFetch('/v1/transactions/record', { method: 'POST', json: { txHash: hash } }).catch(
    (error: unknown) => console.warn('recording the transaction failed; the indexer will catch up', error),
  );
}
