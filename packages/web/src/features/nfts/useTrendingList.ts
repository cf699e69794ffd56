import { useQuery } from '@tanstack/react-query';
import type { TrendingListParams } from '@vrmarket/domain';
import { trendingListQueryOptions } from './queries.ts';

export const useTrendingList = (params: TrendingListParams) => useQuery(trendingListQueryOptions(params));
