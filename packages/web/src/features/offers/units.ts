import { type Currency, currencyDecimals, toCurrency } from '@vrmarket/domain';
import { formatUnits } from 'viem';

/** An amount in token units as the dialogs show it ('12.5'); viem, so for the lazy dialogs only. */
export const unitsText = (units: bigint, currency: string): string =>
  formatUnits(units, currencyDecimals((toCurrency(currency) ?? 'USDT') as Currency));
