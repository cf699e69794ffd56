import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Collection } from '@vrmarket/domain';
import { apiKey } from '../../api/queryKeys.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { collectionKey, collectionQueries } from './queries.ts';
import { listCollectionsByCreator } from './writeApi.ts';

/** A wallet's own collections (the 'MY COLLECTIONS' tab). */
export const myCollectionsQuery = (params: { creatorAddress: string; page: number; limit: number }) =>
  queryOptions({
    queryKey: apiKey('/api/v1/collections', { query: params }),
    queryFn: () => listCollectionsByCreator(params),
    placeholderData: keepPreviousData,
  });

/**
 * After a create, edit, add or remove: the changed collection is shown at once, and every list of
 * collections and of NFTs reloads (counts and membership changed).
 */
export async function afterCollectionChange(client: QueryClient, collection: Collection) {
  client.setQueryData(collectionKey(collection.id), collection);
  await Promise.all([
    client.invalidateQueries(collectionQueries()),
    client.invalidateQueries(nftListQueries()),
  ]);
}
