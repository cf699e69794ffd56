import { useQuery } from '@tanstack/react-query';
import { type Currency, type Nft, parseCurrencyList } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import { apiKey } from '../../api/queryKeys.ts';
import { type SaleContract, useSupportedCurrencies } from './fee.ts';

interface CurrencyConfig {
  categoryId: number;
  currencySelling: string;
  currencyBuying: string;
}

const currencyConfigQuery = {
  queryKey: apiKey('/api/v1/configs/currency'),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<CurrencyConfig[]> =>
    read(api.GET('/api/v1/configs/currency', { signal })),
  staleTime: 10 * 60_000,
};

/**
 * The sale currencies of the NFT's category (its `currencySelling`, a sub-category falling back to
 * its parent's). The native token is listed but not selectable (spec "Trading"), nor is a currency
 * the Marketplace contract does not take (`supportsCurrency`, read from the chain).
 */
export function useSellCurrencies(nft: Nft, market: SaleContract = 'Marketplace') {
  const query = useQuery(currencyConfigQuery);
  const ids = [nft.categoryId, ...(nft.category ?? []).map((c) => c.categoryId)].map(Number);
  const config = ids.map((id) => query.data?.find((row) => row.categoryId === id)).find(Boolean);
  const listed = parseCurrencyList(config?.currencySelling);
  const supported = useSupportedCurrencies(
    listed.filter((currency) => currency !== 'ETH'),
    market,
  );
  const list: { currency: Currency; enabled: boolean }[] = listed.map((currency) => ({
    currency,
    enabled: currency !== 'ETH' && supported.data?.has(currency) === true,
  }));
  return {
    isLoading: query.isLoading || (supported.isPending && supported.fetchStatus !== 'idle'),
    currencies: list,
    error: supported.error,
  };
}
