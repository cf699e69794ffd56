import { useQuery } from '@tanstack/react-query';
import { adsQuery } from './queries.ts';

export const useAds = () => useQuery(adsQuery());
