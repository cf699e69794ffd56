import { queryOptions } from '@tanstack/react-query';
import { fetchAppConfig, fetchHeaderLinks, fetchNetwork } from './api.ts';

export const configKeys = {
  app: ['configs', 'app'] as const,
  network: ['configs', 'network'] as const,
  links: ['configs', 'links'] as const,
};

/** Settings change only when an operator edits them: cached for the session. */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.app,
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: 10 * 60_000,
  });

/** The chain and the header links are fixed while the api runs: asked once a visit. */
export const networkQuery = () =>
  queryOptions({
    queryKey: configKeys.network,
    queryFn: ({ signal }) => fetchNetwork(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const headerLinksQuery = () =>
  queryOptions({
    queryKey: configKeys.links,
    queryFn: ({ signal }) => fetchHeaderLinks(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
