import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@vrmarket/domain';
import { apiKey, apiQueries } from '../../api/queryKeys.ts';
import { listPetCombos, listPetModels } from './api.ts';

export const petModelsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: apiKey('/api/v1/pet-models'),
    queryFn: ({ signal }) => listPetModels(signal),
    enabled,
  });

export const petCombosQuery = (modelId: number | null, page: number) => {
  const query = { model_id: modelId ?? 0, page, limit: PAGE_SIZE.petCombos };
  return queryOptions({
    queryKey: apiKey('/api/v1/pet-combos', { query }),
    queryFn: ({ signal }) => listPetCombos(query, signal),
    enabled: modelId !== null,
    placeholderData: keepPreviousData,
  });
};

/** The pet models and every page of their combos. */
export const petQueries = () => apiQueries(['/api/v1/pet-models', '/api/v1/pet-combos']);
