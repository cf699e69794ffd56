import { queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { listAds } from './api.ts';

export const adsQuery = () =>
  queryOptions({ queryKey: apiKey('/api/v1/ads'), queryFn: listAds, staleTime: 5 * 60_000, retry: false });
