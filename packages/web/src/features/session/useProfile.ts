import { queryOptions, useQuery } from '@tanstack/react-query';
import { isKeptProfile, type Profile, sessionMark } from '@vrmarket/domain';
import { useEffect, useMemo } from 'react';
import { apiKey } from '../../api/queryKeys.ts';
import { fetchProfile } from './api.ts';
import { getSession, updateUser } from './sessionStore.ts';
import { useSession } from './useSession.ts';

/** Keyed by the session's mark, not its token: a server-rendered page carries the cache it was rendered from. */
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: apiKey('/api/v1/profile', {}, token === null ? null : (sessionMark(token) ?? 'session')),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

/**
 * The signed-in user's profile, fetched after sign-in and kept in `userData` so a reload shows the
 * header at once. Null while signed out. A 401 signs out (the query client's error handling).
 */
export function useProfile(): { profile: Profile | null; isLoading: boolean } {
  const { accessToken, user } = useSession();
  const query = useQuery(profileQuery(accessToken));
  useEffect(() => {
    if (query.data && getSession().accessToken === accessToken) updateUser(query.data);
  }, [query.data, accessToken]);
  // The kept copy comes from localStorage: shown only while it still has the profile's shape
  // (checked without zod, which the first screen does not load).
  const kept = useMemo(() => (isKeptProfile(user) ? user : null), [user]);
  const profile = accessToken ? (query.data ?? kept) : null;
  return { profile, isLoading: accessToken !== null && query.isLoading && !kept };
}
