import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { paged } from './page.ts';
import { addressParam, limitParam, pageParam, searchParam } from './query-params.ts';

/** Volume windows of the collection stats and the Top Collections ranking. */
export const volumePeriods = ['24h', '7d', '30d'] as const;
export type VolumePeriod = (typeof volumePeriods)[number];

/**
 * Market statistics of a collection, from indexed sales and listings (beyond the spec). Amounts
 * are decimal text in whole tokens, one row per currency; windows count whole UTC days (see
 * ADR 0031).
 */
export const collectionStatsShape = z
  .object({
    floor: z.array(z.object({ currency: z.string(), price: z.string() })),
    volume: z.array(
      z.object({
        currency: z.string(),
        '24h': z.string(),
        '7d': z.string(),
        '30d': z.string(),
        all: z.string(),
      }),
    ),
    sales: z.number().int(),
    /** Distinct wallets holding its visible items. */
    owners: z.number().int(),
    /** Visible items on sale. */
    listed: z.number().int(),
    /** listed ÷ totalItems, 0 when empty. */
    listedShare: z.number(),
  })
  .meta({ id: 'CollectionStats' });
export type CollectionStats = z.output<typeof collectionStatsShape>;

/** The api's collection (R-DATA-3). `id` and `collectionId` are the same number. */
export const collectionShape = z
  .object({
    id: z.number().int(),
    collectionId: z.number().int(),
    collectionName: z.string(),
    description: z.string(),
    cover: z.string().nullable(),
    avatar: z.string().nullable(),
    /** The creator's display name (fullname, else username); null when unknown ('Anonymous'). */
    creator: z.string().nullable(),
    /** Lowercased wallet. */
    creatorAddress: z.string().nullable(),
    /** NFTs in the collection that visitors can see. */
    totalItems: z.number().int(),
    stats: collectionStatsShape,
  })
  .meta({ id: 'Collection' });
export type Collection = z.output<typeof collectionShape>;

export const collectionPage = paged(collectionShape).meta({ id: 'CollectionPage' });
export type CollectionPage = z.output<typeof collectionPage>;

/** `GET /api/v1/collections`: keyword matches the collection name. */
export const collectionListQuery = z.object({
  creatorAddress: addressParam,
  page: pageParam,
  limit: limitParam(PAGE_SIZE.collections),
  keyword: searchParam,
});
export type CollectionListQuery = z.output<typeof collectionListQuery>;

/** `GET /api/v1/collections/top-collections`. */
export const topCollectionsQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.landingTopCollections),
  /** Rank by sales volume in this window (default 7 d). */
  period: z.enum(volumePeriods).default('7d'),
});
export type TopCollectionsQuery = z.output<typeof topCollectionsQuery>;

export type CollectionListParams = Partial<{
  creatorAddress: string;
  page: number;
  limit: number;
  keyword: string;
}>;
