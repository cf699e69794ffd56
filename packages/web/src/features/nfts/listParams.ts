import {
  type MarketplaceListQuery,
  type NftListParams,
  SortOrder,
  statusFilterKeys,
  type TrendingListParams,
} from '@vrmarket/domain';

const ids = (values: readonly string[]): number[] =>
  values.map(Number).filter((value) => Number.isInteger(value) && value > 0);

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** The URL's list state as the parameters of `GET /api/v1/nft` (ids as numbers, search as keyword). */
export function toNftListParams(query: MarketplaceListQuery): NftListParams {
  const params: NftListParams = {
    page: query.page,
    limit: query.limit,
    categoryIds: query.category ? nonEmpty(ids([query.category])) : undefined,
    subCategoryIds: nonEmpty(ids(query.subCategory)),
    keyword: query.search,
    sorting: query.filterPrice === SortOrder.Recent ? undefined : query.filterPrice,
    currency: query.currency,
    storesSlot: nonEmpty(query.storesSlot),
    gamesSlot: nonEmpty(query.gamesSlot),
    boothsSlot: nonEmpty(query.boothsSlot),
    collectionId: query.collectionId ? ids([query.collectionId])[0] : undefined,
    ownerAddress: query.ownerAddress,
    styles: nonEmpty(query.styles),
    onSale: query.onSale,
    canBeStake: query.canBeStake,
    isAddToCollection: query.isAddToCollection,
    trait: nonEmpty(query.trait),
  };
  for (const key of statusFilterKeys) if (query[key]) params[key] = true;
  return params;
}

/** The same state for the trending list, which takes fewer filters. */
export function toTrendingParams(query: MarketplaceListQuery): TrendingListParams {
  const { page, limit, categoryIds, keyword, sorting, currency } = toNftListParams(query);
  return { page, limit, categoryIds, keyword, sorting, currency };
}

/** Query-string form of the api params: lists as comma text (traits repeated), undefined left out. */
export function toApiQuery(params: object): Record<string, string | number | boolean | string[] | undefined> {
  const out: Record<string, string | number | boolean | string[] | undefined> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'trait' && Array.isArray(value)) out[key] = value.length > 0 ? value.map(String) : undefined;
    else if (Array.isArray(value)) out[key] = value.length > 0 ? value.join(',') : undefined;
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}
