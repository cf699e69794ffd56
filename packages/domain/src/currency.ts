/** Listing currencies. ETH is the native currency and is shown as 'aETH'. */
export const Currency = { USDT: 'USDT', BIVE: 'BIVE', VRA: 'VRA', ETH: 'ETH' } as const;
export type Currency = (typeof Currency)[keyof typeof Currency];

export const DEFAULT_CURRENCY: Currency = Currency.USDT;
export const currencies: readonly Currency[] = [Currency.USDT, Currency.BIVE, Currency.VRA, Currency.ETH];

export const currencyLabels: Record<Currency, string> = {
  USDT: 'USDT',
  BIVE: 'BIVE',
  VRA: 'VRA',
  ETH: 'aETH',
};

export function currencyLabel(currency: string): string {
  const known = toCurrency(currency);
  return known ? currencyLabels[known] : currency;
}

/** The chain families whose token decimals differ (USDT is 18 on BSC, 6 on Ethereum). */
export type ChainFamily = 'bsc' | 'eth';

export const CURRENCY_DECIMALS = {
  bsc: { USDT: 18, BIVE: 4, VRA: 4, ETH: 18 },
  eth: { USDT: 6, AUSDT: 6, BIVE: 4, VRA: 4, ETH: 18 },
} as const;

/** The marketplace runs on a BNB-compatible chain, so BSC decimals are the default. */
export function currencyDecimals(currency: Currency, chain: ChainFamily = 'bsc'): number {
  return CURRENCY_DECIMALS[chain][currency];
}

/** Reads a currency code, accepting the 'aETH'/'AETH' label for ETH, case-insensitively. */
export function toCurrency(text: string | null | undefined): Currency | undefined {
  if (!text) return undefined;
  const upper = text.trim().toUpperCase();
  if (upper === 'AETH') return Currency.ETH;
  return currencies.find((currency) => currency === upper);
}

/** Parses a category's dash-separated currency configuration ('USDT-VRA'); unknown codes are dropped. */
export function parseCurrencyList(text: string | null | undefined): Currency[] {
  if (!text) return [];
  const parsed = text.split('-').map(toCurrency);
  return [...new Set(parsed.filter((currency): currency is Currency => currency !== undefined))];
}
