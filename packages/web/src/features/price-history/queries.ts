import { queryOptions } from '@tanstack/react-query';
import { COLLECTION_DAILY_DEFAULT_DAYS } from '@vrmarket/domain';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchCollectionDaily, fetchNftPriceHistory } from './api.ts';

/** One of the NFT's queries (`nftQueries`), so whatever refreshes the NFT refreshes this too. */
export const nftPriceHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/{id}/price-history', { path: { id } }),
    queryFn: ({ signal }) => fetchNftPriceHistory(id, signal),
  });

export const collectionDailyQuery = (id: number, days = COLLECTION_DAILY_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: apiKey('/api/v1/collections/{id}/daily', { path: { id }, query: { days } }),
    queryFn: ({ signal }) => fetchCollectionDaily(id, days, signal),
  });
