import { parseListQuery, searchParamsToRecord } from '@vrmarket/domain';
import { queryClient } from '../../api/queryClient.ts';
import { toNftListParams } from './listParams.ts';
import { nftListQueryOptions } from './queries.ts';

/**
 * Starts the marketplace list request of the URL's query under the key the list screen reads
 * (MarketplaceList → NftListView), so the screen adopts the request already on its way.
 */
export function prefetchMarketplaceList(search: URLSearchParams): void {
  void queryClient.prefetchQuery(
    nftListQueryOptions(toNftListParams(parseListQuery(searchParamsToRecord(search)))),
  );
}
