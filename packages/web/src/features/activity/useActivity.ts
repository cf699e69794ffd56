import { useQuery } from '@tanstack/react-query';
import { activityQuery } from './queries.ts';

export const useActivity = (address: string, page: number) => useQuery(activityQuery(address, page));
