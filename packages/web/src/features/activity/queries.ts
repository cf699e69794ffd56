import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchActivity } from './api.ts';

export const activityKeys = {
  all: ['activity'] as const,
  page: (address: string, page: number) => ['activity', address, page] as const,
};

export const activityQuery = (address: string, page: number) =>
  queryOptions({
    queryKey: activityKeys.page(address, page),
    queryFn: ({ signal }) => fetchActivity(address, page, signal),
    placeholderData: keepPreviousData,
  });
