import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreTemplateListParams } from '@vrmarket/domain';
import { listStoreTemplates } from './api.ts';

export const storeTemplateListQuery = (params: StoreTemplateListParams) =>
  queryOptions({
    queryKey: ['store-templates', 'list', params] as const,
    queryFn: ({ signal }) => listStoreTemplates(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useStoreTemplates = (params: StoreTemplateListParams) =>
  useQuery(storeTemplateListQuery(params));
