import { type Currency, currencyDecimals, toCurrency } from '@vrmarket/domain';
import { type Address, parseUnits, zeroAddress } from 'viem';
import { queryClient } from '../../api/queryClient.ts';
import { appConfigQuery } from '../config/queries.ts';
import { loadWallet } from '../wallet/loadWallet.ts';
import { getWalletState } from '../wallet/walletStore.ts';
import { ChainError } from './ChainError.ts';

export type Contracts = {
  VrNFT: Address;
  Marketplace: Address;
  Rental: Address;
  SwapDesk: Address;
  /** Absent from a deployment made before the AuctionHouse (issue 41): auctions are then not offered. */
  AuctionHouse?: Address;
  /** Absent before the OfferBook (issue 42): offers are then not offered. WETH: ETH offers' token. */
  OfferBook?: Address;
  WETH?: Address;
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
  if (!account) throw new ChainError('WALLET_NOT_LINKED');
  if (!app.contracts) throw new ChainError('FEATURE_NOT_AVAILABLE');
  return { config: wallet.config, account, contracts: app.contracts as unknown as Contracts };
}
export type Chain = Awaited<ReturnType<typeof prepareChain>>;

/** The ERC-20 token of a currency, or the zero address for the native coin. */
export function tokenOf(contracts: Contracts, currency: string): Address {
  const known = toCurrency(currency);
  if (!known) throw new ChainError('INVALID_CURRENCY');
  return known === 'ETH' ? zeroAddress : contracts[known];
}

/** A price text in the token's smallest unit. */
export const toUnits = (price: string, currency: string): bigint =>
  parseUnits(price, currencyDecimals((toCurrency(currency) ?? 'USDT') as Currency));
