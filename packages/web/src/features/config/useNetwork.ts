import { useQuery } from '@tanstack/react-query';
import { networkQuery } from './queries.ts';

export const useNetwork = () => useQuery(networkQuery());
