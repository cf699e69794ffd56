import type { LiveEventQuery } from '@vrmarket/domain';
import { apiHref } from '../../api/client.ts';

const DETAIL = /^\/(?:inventory\/|dashboard\/)?detail\/(\d+)\/?$/;
const COLLECTION = /^\/(?:collections\/detail|collection-explore)\/?$/;

/**
 * The live stream's filter for a screen: an NFT's detail screen follows that NFT, a collection's
 * screen that collection, each plus the viewer's wallet (their sales and purchases anywhere, for
 * the header notification); the other screens (the marketplace lists) follow every event.
 */
export function liveFilterOf(pathname: string, search: string, wallet: string | null): LiveEventQuery {
  const owner = wallet ?? undefined;
  const nft = DETAIL.exec(pathname)?.[1];
  if (nft) return { nft, owner };
  const collection = COLLECTION.test(pathname) ? new URLSearchParams(search).get('collectionId') : null;
  if (collection && /^\d+$/.test(collection)) return { collection, owner };
  return {};
}

/** The stream's URL for a filter (`lastEventId` carries the position over a change of filter). */
export function liveUrl(filter: LiveEventQuery, lastEventId?: string): string {
  return apiHref('/api/v1/events', { ...filter, lastEventId });
}
