import { isMarketplaceList, parseListQuery, searchParamsToRecord } from '@vrmarket/domain';
import { apiUrl } from '../api/client.ts';
import { adsQuery } from '../features/ads/queries.ts';
import { categoryTreeQuery, marketCategoriesQuery } from '../features/categories/queries.ts';
import { toApiQuery, toNftListParams } from '../features/nfts/listParams.ts';
import { nftListQueryOptions } from '../features/nfts/queries.ts';

/** A request of a first screen: the api `path` (with its query) and the react-query key its answer goes under. */
export interface FirstScreenQuery {
  queryKey: readonly unknown[];
  path: string;
}

function parse(url: string): { pathname: string; search: URLSearchParams } {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return { pathname, search: searchParams };
}

function listQuery(search: URLSearchParams): FirstScreenQuery {
  const params = toNftListParams(parseListQuery(searchParamsToRecord(search)));
  return { queryKey: nftListQueryOptions(params).queryKey, path: apiUrl('/v1/nft', toApiQuery(params)) };
}

/** The ad ticker under the header: rendered with the page, or it would push the screen down when it arrives. */
const ads: FirstScreenQuery = { queryKey: adsQuery().queryKey, path: apiUrl('/v1/ads') };

/**
 * The visitor's requests whose answers make up the first screen of `url` (the server renders it
 * from them): the ad ticker on every page; the marketplace list and its categories. The landing's
 * headline needs no data.
 */
export function firstScreenQueries(url: string): FirstScreenQuery[] {
  const { pathname, search } = parse(url);
  if (!isMarketplaceList(pathname, search)) return [ads];
  return [
    ads,
    listQuery(search),
    { queryKey: marketCategoriesQuery().queryKey, path: apiUrl('/v1/categories', { showOnMarket: true }) },
    { queryKey: categoryTreeQuery().queryKey, path: apiUrl('/v1/map-nft-category') },
  ];
}
