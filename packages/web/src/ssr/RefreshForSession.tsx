import { useEffect } from 'react';
import { queryClient } from '../api/queryClient.ts';
import { useIdle } from '../app/useIdle.ts';
import { getAccessToken } from '../features/session/sessionStore.ts';

/**
 * The server renders the first screen as a visitor sees it; a signed-in user's client asks again
 * for what it hydrated with, once hydration is over (the first idle moment), and the screen
 * updates in place.
 */
export function RefreshForSession() {
  const idle = useIdle();
  useEffect(() => {
    if (idle && getAccessToken()) void queryClient.invalidateQueries();
  }, [idle]);
  return null;
}
