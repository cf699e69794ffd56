import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TemplateListParams } from '@vrmarket/domain';
import { fetchTemplate, listTemplateCategories, listTemplates } from './api.ts';

const STALE = 5 * 60_000;

export const templateListQuery = (params: TemplateListParams) =>
  queryOptions({
    queryKey: ['templates', 'list', params] as const,
    queryFn: ({ signal }) => listTemplates(params, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  });

export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: ['templates', 'detail', id] as const,
    queryFn: () => fetchTemplate(id),
    staleTime: STALE,
  });

export const templateCategoriesQuery = () =>
  queryOptions({
    queryKey: ['templates', 'categories'] as const,
    queryFn: listTemplateCategories,
    staleTime: STALE,
  });
