import { type MessageKey, priceProblem } from '@vrmarket/domain';

export interface PriceProblem {
  key: MessageKey;
  values?: Record<string, unknown>;
}

/**
 * The first problem of a Sell or Change price text (R-VALID-2, R-VALID-19): empty says 'The price
 * must be higher than zero.' (the field shows it, and Next stays disabled, while the price is
 * empty), zero 'Price must be greater than zero.', then the format rules.
 */
export function positivePriceProblem(price: string, currency: string): PriceProblem | null {
  if (price.trim() === '') return { key: 'PRICE_HIGHER_THAN_ZERO' };
  const problem = priceProblem(price, currency);
  if (problem) return problem as PriceProblem;
  return Number(price) > 0 ? null : { key: 'PRICE_GREATER_THAN_ZERO' };
}
