import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@vrmarket/domain';
import { listPetCombos, listPetModels } from './api.ts';

export const petModelsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['pets', 'models'] as const,
    queryFn: ({ signal }) => listPetModels(signal),
    enabled,
  });

export const petCombosQuery = (modelId: number | null, page: number) =>
  queryOptions({
    queryKey: ['pets', 'combos', modelId, page] as const,
    queryFn: ({ signal }) =>
      listPetCombos({ model_id: modelId ?? 0, page, limit: PAGE_SIZE.petCombos }, signal),
    enabled: modelId !== null,
    placeholderData: keepPreviousData,
  });
