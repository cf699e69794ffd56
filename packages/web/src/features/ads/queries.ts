import { queryOptions } from '@tanstack/react-query';
import { listAds } from './api.ts';

export const adsQuery = () =>
  queryOptions({ queryKey: ['ads'] as const, queryFn: listAds, staleTime: 5 * 60_000, retry: false });
