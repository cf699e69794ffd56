import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TemplateListParams } from '@vrmarket/domain';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchTemplate, listTemplateCategories, listTemplates } from './api.ts';

const STALE = 5 * 60_000;

export const templateListQuery = (params: TemplateListParams) =>
  queryOptions({
    queryKey: apiKey('/api/v1/templates', { query: params }),
    queryFn: ({ signal }) => listTemplates(params, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  });

export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: apiKey('/api/v1/templates/{id}', { path: { id } }),
    queryFn: () => fetchTemplate(id),
    staleTime: STALE,
  });

export const templateCategoriesQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/map-model3d-categories'),
    queryFn: listTemplateCategories,
    staleTime: STALE,
  });
