import { useQuery } from '@tanstack/react-query';
import { collectionQuery } from './queries.ts';

export const useCollection = (id: string) => useQuery(collectionQuery(id));
