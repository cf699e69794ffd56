import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/configs/links`: external pages of the header, null when the operator set none. */
export interface HeaderLinks {
  bridgeUrl: string | null;
  accountUrl: string | null;
  helpUrl: string | null;
}

export const headerLinksQuery = () =>
  queryOptions({
    queryKey: ['configs', 'links'],
    queryFn: ({ signal }) => apiFetch<HeaderLinks>('/v1/configs/links', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHeaderLinks = (enabled = true) => useQuery({ ...headerLinksQuery(), enabled });
