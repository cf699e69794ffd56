import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchProfile, type Profile } from './api.ts';
import { getSession, updateUser } from './sessionStore.ts';
import { useSession } from './useSession.ts';

export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', token],
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
  const profile = accessToken ? (query.data ?? (user as Profile | null)) : null;
  return { profile, isLoading: accessToken !== null && query.isLoading && !user };
}
