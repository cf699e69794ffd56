import { routes } from '@vrmarket/domain';
import { Outlet, useLocation } from 'react-router';
// Direct imports, not the session barrel: it also exports useProfile (TanStack Query) to every first paint.
import { rememberPrevUrl } from '../features/session/sessionStore.ts';
import type { LoginPromptState } from '../features/session/useLoginPrompt.ts';
import { useAccessToken } from '../features/session/useSession.ts';
import { Redirect } from './Redirect.tsx';

/**
 * Protected routes need a login token (app state or localStorage `access_token`); a visitor is sent
 * to `/` with the state that opens the login-required dialog, and the wanted URL is kept as prevURL.
 */
export function RequireAuth() {
  const accessToken = useAccessToken();
  const location = useLocation();
  if (accessToken) return <Outlet />;
  rememberPrevUrl(`${location.pathname}${location.search}`);
  return <Redirect to={routes.home()} state={{ showLoginPopup: true } satisfies LoginPromptState} />;
}
