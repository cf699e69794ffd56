import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { activityParams, fetchActivity } from './api.ts';

export const activityQuery = (address: string, page: number) =>
  queryOptions({
    queryKey: apiKey('/api/v1/nft/{address}/activity', activityParams(address, page)),
    queryFn: ({ signal }) => fetchActivity(address, page, signal),
    placeholderData: keepPreviousData,
  });
