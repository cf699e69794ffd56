import { queryOptions } from '@tanstack/react-query';
import { fetchRecommendAvailability, listRecommendRequests } from './api.ts';

export const recommendAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['recommend', 'availability'] as const,
    queryFn: ({ signal }) => fetchRecommendAvailability(signal),
    // Asked afresh each time the header button or the form needs it.
    staleTime: 0,
  });

export const recommendRequestsQuery = (page: number, limit: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['recommend', 'requests', page, limit] as const,
    queryFn: () => listRecommendRequests(page, limit),
    enabled,
  });
