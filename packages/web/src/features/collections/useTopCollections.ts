import { useQuery } from '@tanstack/react-query';
import { topCollectionsQuery } from './queries.ts';

export const useTopCollections = (params: { page: number; limit: number; search?: string }) =>
  useQuery(topCollectionsQuery(params));
