import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreTemplateListParams } from '@vrmarket/domain';
import { apiKey } from '../../api/queryKeys.ts';
import { listStoreTemplates } from './api.ts';

export const storeTemplateListQuery = (params: StoreTemplateListParams) =>
  queryOptions({
    queryKey: apiKey('/api/v1/store-templates', { query: params }),
    queryFn: ({ signal }) => listStoreTemplates(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useStoreTemplates = (params: StoreTemplateListParams) =>
  useQuery(storeTemplateListQuery(params));
