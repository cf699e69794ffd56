import { type Currency, currencies, type Offer, OfferState, sameAddress } from '@vrmarket/domain';
import { type PriceProblem, positivePriceProblem } from '../trading/price.ts';

/** Every currency can be offered: ETH through its wrapped token (the OfferBook takes ERC-20s only). */
export const OFFER_CURRENCIES: readonly Currency[] = currencies;

/** The first problem of an offer's amount (the price rules: empty, zero, format). */
export const offerAmountProblem = (amount: string, currency: string): PriceProblem | null =>
  positivePriceProblem(amount, currency);

/** The offer's expiry `days` from `now` (ms), as the api takes it (ISO 8601). */
export const expiryIn = (days: number, now: number): string =>
  new Date(now + days * 86_400_000).toISOString();

/** Who may do what with an offer in a list, for the signed-in wallet. */
export function offerActions(
  offer: Offer,
  { wallet, owner }: { wallet: string | null; owner: string | null },
): ('accept' | 'cancel')[] {
  if (!wallet) return [];
  const open = offer.state === OfferState.ACTIVE || offer.state === OfferState.INACTIVE;
  if (!open) return [];
  if (sameAddress(offer.buyer, wallet)) return ['cancel'];
  // Only an active offer can be accepted: an inactive one would revert (balance, allowance, owner).
  return offer.state === OfferState.ACTIVE && owner && sameAddress(owner, wallet) ? ['accept'] : [];
}

/** The Made tabs of My offers: each a `state` filter of the api. */
export const MADE_STATES = [
  OfferState.ACTIVE,
  OfferState.INACTIVE,
  OfferState.ACCEPTED,
  OfferState.EXPIRED,
  OfferState.CANCELLED,
] as const;
