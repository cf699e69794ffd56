import { queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchRecommendAvailability, listRecommendRequests } from './api.ts';

export const recommendAvailabilityQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/recommend-design/availability'),
    queryFn: ({ signal }) => fetchRecommendAvailability(signal),
    // Asked afresh each time the header button or the form needs it.
    staleTime: 0,
  });

export const recommendRequestsQuery = (page: number, limit: number, enabled: boolean) =>
  queryOptions({
    queryKey: apiKey('/api/v1/recommend-design/requests', { query: { page, limit } }),
    queryFn: () => listRecommendRequests(page, limit),
    enabled,
  });
