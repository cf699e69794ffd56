import { type MessageKey, priceProblem } from '@vrmarket/domain';

export interface PriceProblem {
  key: MessageKey;
  values?: Record<string, unknown>;
}

/** The first problem of a Sell or Change price text (§5), including 'Price must be greater than zero.'. */
export function positivePriceProblem(price: string, currency: string): PriceProblem | null {
  const problem = priceProblem(price, currency);
  if (problem) return problem as PriceProblem;
  return Number(price) > 0 ? null : { key: 'PRICE_GREATER_THAN_ZERO' };
}
