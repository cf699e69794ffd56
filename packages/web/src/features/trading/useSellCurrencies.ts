import { useQuery } from '@tanstack/react-query';
import { type Currency, type Nft, parseCurrencyList } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

interface CurrencyConfig {
  categoryId: number;
  currencySelling: string;
  currencyBuying: string;
}

const currencyConfigQuery = {
  queryKey: ['configs', 'currency'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<CurrencyConfig[]>('/v1/configs/currency', { signal }),
  staleTime: 10 * 60_000,
};

/**
 * The sale currencies of the NFT's category (its `currencySelling`, a sub-category falling back to
 * its parent's). The native token is listed but not selectable (spec "Trading").
 */
export function useSellCurrencies(nft: Nft) {
  const query = useQuery(currencyConfigQuery);
  const ids = [nft.categoryId, ...(nft.category ?? []).map((c) => c.categoryId)].map(Number);
  const config = ids.map((id) => query.data?.find((row) => row.categoryId === id)).find(Boolean);
  const list: { currency: Currency; enabled: boolean }[] = parseCurrencyList(config?.currencySelling).map(
    (currency) => ({ currency, enabled: currency !== 'ETH' }),
  );
  return { isLoading: query.isLoading, currencies: list };
}
