import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Where a server render was sent: the first stateless <Redirect> it rendered (src/ssr). The api
 * answers the page with an HTTP redirect there, as the browser would have gone after hydrating.
 */
export interface ServerRedirect {
  to?: string;
}

/** Set only by the server render; the browser's tree has none. */
export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

interface RedirectProps {
  to: string;
  /** History state for the target (the login prompt): an HTTP redirect cannot carry it. */
  state?: unknown;
  /**
   * The redirect rests on what only the browser knows or does (history state, the address's
   * #fragment, a dialog it opens on the way): the server render leaves it to the browser.
   */
  browserOnly?: boolean;
}

/**
 * Leaves the screen for `to`, replacing it in the history. In the browser that is react-router's
 * <Navigate>; on the server, which cannot navigate, it renders nothing and tells the render where
 * the page goes, unless it carries state, which only the browser can give the next screen.
 */
export function Redirect({ to, state, browserOnly = false }: RedirectProps) {
  const server = useContext(ServerRedirectContext);
  if (!server) return <Navigate to={to} replace state={state} />;
  if (state === undefined && !browserOnly) server.to ??= to;
  return null;
}
