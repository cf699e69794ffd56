import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, read } from '../../api/client.ts';
import { apiKey } from '../../api/queryKeys.ts';
import type { CreateSettings } from './uploadForms.ts';

/**
 * The creation settings of `GET /api/v1/configs/app`. The one place the create screens read the
 * app config, so a shared config query can replace it in one spot.
 */
const createSettingsQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/configs/app'),
    queryFn: ({ signal }): Promise<CreateSettings> => read(api.GET('/api/v1/configs/app', { signal })),
    staleTime: 60_000,
  });

export const useCreateSettings = () => useQuery(createSettingsQuery());
