import type { Offer, OfferPage } from '@vrmarket/domain';
import { parseUnits } from 'viem';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 30_000).toISOString();

/** Component tests: an open USDT offer of 100 for NFT 31 as the api answers it, expiring in 3 days. */
export function offerOf(id: string, buyer: string, offer: Partial<Offer> = {}): Offer {
  return {
    id,
    chainId: 31337,
    kind: 'NFT',
    nft: null,
    collectionId: null,
    collectionName: null,
    tokenCount: null,
    buyer,
    currency: 'USDT',
    currencyAddress: '0x00000000000000000000000000000000000000d1',
    amount: '100',
    expiry: inDays(3),
    createdAt: new Date().toISOString(),
    state: 'ACTIVE',
    inactiveReason: null,
    acceptedTokenId: null,
    acceptedBy: null,
    txHash: null,
    message: {
      buyer,
      hostContract: '0x00000000000000000000000000000000000000c1',
      tokenId: '31',
      tokenRoot: `0x${'0'.repeat(64)}`,
      currency: '0x00000000000000000000000000000000000000d1',
      amount: parseUnits(offer.amount ?? '100', 18).toString(),
      expiry: '4000000000',
      nonce: id,
      counter: '0',
    },
    signature: '0x01',
    ...offer,
  };
}
/** One page of `results`. */
export const pageOf = (results: Offer[]): OfferPage => ({
  results,
  total: results.length,
  page: 1,
  limit: 30,
});

/** The cells of the offer rows on screen as a reader hears them (what is aria-hidden left out). */
export function offerRowsText(): string[][] {
  return [...document.querySelectorAll('[data-testid="offer-row"]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden]')) hidden.remove();
      return copy.textContent ?? '';
    }),
  );
}
