import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from './queries.ts';

export const useAppConfig = () => useQuery(appConfigQuery());
