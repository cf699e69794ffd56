import { useQuery } from '@tanstack/react-query';
import { collectionDailyQuery, nftPriceHistoryQuery } from './queries.ts';

export const useNftPriceHistory = (id: string) => useQuery(nftPriceHistoryQuery(id));
export const useCollectionDaily = (id: number) => useQuery(collectionDailyQuery(id));
