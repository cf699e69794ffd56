import { queryOptions } from '@tanstack/react-query';
import { COLLECTION_DAILY_DEFAULT_DAYS } from '@vrmarket/domain';
import { nftDetailKeys } from '../nft-detail/queries.ts';
import { fetchCollectionDaily, fetchNftPriceHistory } from './api.ts';

/** Under the NFT's own key, so whatever refreshes the NFT's cached answers refreshes this too. */
export const nftPriceHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...nftDetailKeys.nft(id), 'price-history'] as const,
    queryFn: ({ signal }) => fetchNftPriceHistory(id, signal),
  });

export const collectionDailyQuery = (id: number, days = COLLECTION_DAILY_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: ['collections', 'daily', id, days] as const,
    queryFn: ({ signal }) => fetchCollectionDaily(id, days, signal),
  });
