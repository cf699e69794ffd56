import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketplaceAbi } from '@vrmarket/contracts/abis';
import { type Currency, currencyDecimals, toCurrency } from '@vrmarket/domain';
import { type Address, formatUnits } from 'viem';
import { type Contracts, chainReadKey, publicRead, tokenOf, toUnits } from '../chain/index.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { positivePriceProblem } from './price.ts';

/** What the Sell and Change price reviews show, as the Marketplace contract computes it. */
export interface OfferFee {
  /** `listingFee()`: the fee in basis points (300 = 3%). */
  feeBps: number;
  /** `calculateOfferFee(price)` and the price less it, as decimal texts of the currency. */
  fee: string;
  received: string;
}

/** 300 basis points → 3, 250 → 2.5. */
export const feePercent = (bps: number): number => bps / 100;

/** The fee of an offer at `price` (a valid positive price text) in `currency`, read from the chain. */
export async function readOfferFee(marketplace: Address, price: string, currency: string): Promise<OfferFee> {
  const decimals = currencyDecimals((toCurrency(currency) ?? 'USDT') as Currency);
  const units = toUnits(price, currency);
  const [feeBps, fee] = await Promise.all([
    publicRead({ address: marketplace, abi: marketplaceAbi, functionName: 'listingFee' }),
    publicRead({
      address: marketplace,
      abi: marketplaceAbi,
      functionName: 'calculateOfferFee',
      args: [units],
    }),
  ]);
  return {
    feeBps: Number(feeBps),
    fee: formatUnits(fee, decimals),
    received: formatUnits(units - fee, decimals),
  };
}

export const offerFeeQuery = (marketplace: Address | undefined, price: string, currency: string) =>
  queryOptions({
    queryKey: chainReadKey<typeof marketplaceAbi>('calculateOfferFee', marketplace, currency, price),
    queryFn: () => readOfferFee(marketplace!, price, currency),
    enabled: Boolean(marketplace) && positivePriceProblem(price, currency) === null,
    // An operator's new fee shows at the next dialog, not in the middle of one.
    staleTime: 30_000,
    retry: false,
  });

/** The contract a sale goes through: the Marketplace (fixed price) or the AuctionHouse (issue 41). */
export type SaleContract = 'Marketplace' | 'AuctionHouse';

/**
 * The fee of a Sell or Change price offer (spec: listingFee, calculateOfferFee), or of an auction
 * at its reserve (the AuctionHouse has the same two views). `computing` while the chain is asked:
 * Next stays disabled meanwhile (R-VALID-3), and when the read failed (`error`).
 */
export function useOfferFee(price: string, currency: string, market: SaleContract = 'Marketplace') {
  const contracts = useAppConfig().data?.contracts as Contracts | null | undefined;
  const query = useQuery(offerFeeQuery(contracts?.[market], price, currency));
  const valid = positivePriceProblem(price, currency) === null;
  return {
    fee: query.data,
    computing: valid && (query.isFetching || query.isPending) && !query.isError,
    error: valid ? query.error : null,
  };
}

/**
 * The currencies of `currencies` the Marketplace (or the AuctionHouse) contract takes
 * (`supportsCurrency`), read from the chain; undefined while it is asked.
 */
export function useSupportedCurrencies(
  currencies: readonly Currency[],
  market: SaleContract = 'Marketplace',
) {
  const contracts = useAppConfig().data?.contracts as Contracts | null | undefined;
  const address = contracts?.[market];
  return useQuery({
    queryKey: chainReadKey<typeof marketplaceAbi>('supportsCurrency', address, currencies),
    queryFn: async () => {
      const supported = await Promise.all(
        currencies.map((currency) =>
          publicRead({
            address: address!,
            abi: marketplaceAbi,
            functionName: 'supportsCurrency',
            args: [tokenOf(contracts!, currency)],
          }),
        ),
      );
      return new Set(currencies.filter((_, i) => supported[i]));
    },
    enabled: Boolean(address) && currencies.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
