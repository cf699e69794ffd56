import type { Profile } from '@vrmarket/domain';
import { collectionListQuery } from '../collections/queries.ts';
import { favouritesQuery } from '../favourites/queries.ts';
import { nftListQueryOptions } from '../nfts/queries.ts';

/** One page of each profile tab; its `total` is the count shown on the tab. */
export const PROFILE_TAB_PAGE = 8;

const firstPage = { page: 1, limit: PROFILE_TAB_PAGE };

/** The profile's category tab (a top-level category id; none is 'All') and the header's search. */
export interface ProfileFilter {
  category?: number;
  search?: string;
}

/**
 * The tabs read through the lists' own query options, so whatever refreshes a list (a like, a
 * purchase) refreshes the tab too. NFTs and collections need a linked wallet. The category tab
 * narrows the NFTs and favourites (and so their counts); a collection holds NFTs of any category,
 * so the collections tab stays whole and follows only the search.
 */
export function profileTabQueries(
  profile: Pick<Profile, 'publicKey'>,
  viewer: string,
  filter: ProfileFilter = {},
) {
  const wallet = profile.publicKey;
  const category = filter.category === undefined ? {} : { category: [filter.category] };
  const categoryIds = filter.category === undefined ? {} : { categoryIds: [filter.category] };
  const search = filter.search ? { search: filter.search } : {};
  const keyword = filter.search ? { keyword: filter.search } : {};
  return {
    nfts: {
      ...nftListQueryOptions({ ...firstPage, ...categoryIds, ...keyword, ownerAddress: wallet ?? '' }),
      enabled: wallet !== null,
    },
    collections: {
      ...collectionListQuery({ ...firstPage, ...keyword, creatorAddress: wallet ?? '' }),
      enabled: wallet !== null,
    },
    favourites: favouritesQuery({ ...firstPage, ...category, ...search }, viewer),
  };
}
