import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@vrmarket/domain';
import { collectionActivityKey, collectionDetailsKey } from '../collections/queries.ts';
import { nftQueries } from '../nft-detail/queries.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { refreshOffers } from '../offers/api.ts';
import { markSold } from './soldStore.ts';

export type LiveNotice = { key: 'live.sold' | 'live.bought'; price: string; currency: string };

/**
 * What an event changes on open screens: the NFT's detail (price, owner, buttons, sale history)
 * is read again; a sale marks its card Sold in the lists (they are not read again, so the card
 * stays, marked); a new listing, price change or cancel reads the lists and collection pages
 * again; an offer's news reads the offer lists again. Answers the header notice for the viewer's own sale or purchase.
 */
export function applyLiveEvent(
  client: QueryClient,
  event: LiveEvent,
  wallet: string | null,
): LiveNotice | null {
  if (event.nftId) void client.invalidateQueries(nftQueries(event.nftId));
  if (event.kind === 'sale' && event.nftId) markSold(event.nftId);
  // An offer made, accepted, cancelled, or made inactive or active again by the buyer's funds.
  if (event.kind === 'offer') void refreshOffers(client);
  if (
    event.kind === 'listing' ||
    event.kind === 'price' ||
    event.kind === 'cancel' ||
    event.kind === 'reverted'
  ) {
    void client.invalidateQueries(nftListQueries());
    void client.invalidateQueries({ queryKey: collectionDetailsKey() });
  }
  if (event.kind === 'sale' || event.kind === 'transfer' || event.kind === 'mint') {
    void client.invalidateQueries({ queryKey: collectionActivityKey() });
  }
  if (event.kind !== 'sale' || !wallet) return null;
  const me = wallet.toLowerCase();
  const amount = { price: event.price ?? '', currency: event.currency ?? '' };
  if (event.from === me) return { key: 'live.sold', ...amount };
  if (event.to === me) return { key: 'live.bought', ...amount };
  return null;
}
