import type { Profile } from '@vrmarket/domain';
import { collectionListQuery } from '../collections/queries.ts';
import { favouritesQuery } from '../favourites/queries.ts';
import { nftListQueryOptions } from '../nfts/queries.ts';

/** One page of each profile tab; its `total` is the count shown on the tab. */
export const PROFILE_TAB_PAGE = 8;

const firstPage = { page: 1, limit: PROFILE_TAB_PAGE };

/**
 * The tabs read through the lists' own query options, so whatever refreshes a list (a like, a
 * purchase) refreshes the tab too. NFTs and collections need a linked wallet.
 */
export function profileTabQueries(profile: Pick<Profile, 'publicKey'>) {
  const wallet = profile.publicKey;
  return {
    nfts: { ...nftListQueryOptions({ ...firstPage, ownerAddress: wallet ?? '' }), enabled: wallet !== null },
    collections: {
      ...collectionListQuery({ ...firstPage, creatorAddress: wallet ?? '' }),
      enabled: wallet !== null,
    },
    favourites: favouritesQuery(firstPage),
  };
}
