import { useQuery } from '@tanstack/react-query';
import { type TopCollectionsParams, topCollectionsQuery } from './queries.ts';

export const useTopCollections = (params: TopCollectionsParams) => useQuery(topCollectionsQuery(params));
