import { queryClient } from '../api/queryClient.ts';
import { getAccessToken } from '../features/session/sessionStore.ts';

/**
 * The server renders the first screen as a visitor sees it; once hydration is over (the first
 * idle moment), a signed-in user's client asks again for what it hydrated with, and the screen
 * updates in place.
 */
export function refreshForSession(): void {
  if (getAccessToken()) void queryClient.invalidateQueries();
}
