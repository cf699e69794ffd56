import { queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchAppConfig, fetchHeaderLinks, fetchNetwork } from './api.ts';

/** Settings change only when an operator edits them: cached for the session. */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/configs/app'),
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: 10 * 60_000,
  });

/** The chain and the header links are fixed while the api runs: asked once a visit. */
export const networkQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/configs/network'),
    queryFn: ({ signal }) => fetchNetwork(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const headerLinksQuery = () =>
  queryOptions({
    queryKey: apiKey('/api/v1/configs/links'),
    queryFn: ({ signal }) => fetchHeaderLinks(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
