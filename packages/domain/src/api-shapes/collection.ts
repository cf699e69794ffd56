import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { paged } from './page.ts';
import { addressParam, limitParam, pageParam, searchParam } from './query-params.ts';

/** The api's collection (spec §3). `id` and `collectionId` are the same number. */
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
});
export type TopCollectionsQuery = z.output<typeof topCollectionsQuery>;

export type CollectionListParams = Partial<{
  creatorAddress: string;
  page: number;
  limit: number;
  keyword: string;
}>;
