import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../app/toast.ts';
import { i18n } from '../i18n/index.ts';
import { ApiError } from './ApiError.ts';
import { handleHttpError } from './httpErrors.ts';

let signOut: () => void = () => {};

/** The session feature tells the api layer how to sign out on a 401 (nothing until it does). */
export function setSignOutOnUnauthorized(next: () => void): void {
  signOut = next;
}

function onError(error: unknown): void {
  handleHttpError(error, {
    toast: (message) => toast(message, 'error'),
    signOut: () => signOut(),
    unauthorizedText: i18n.t('UNAUTHORIZED'),
  });
}

/** One client for the app; every failed query or mutation goes through the spec's HTTP error handling. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
    },
  },
});
