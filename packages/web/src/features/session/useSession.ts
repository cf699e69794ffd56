import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './sessionStore.ts';

/**
 * The server renders every first screen as a visitor sees it (src/ssr); while hydrating the
 * client does too, then re-renders with the stored session.
 */
const VISITOR: Session = { accessToken: null, user: null };
const visitorSession = () => VISITOR;

/** The current session ({ accessToken, user }); re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, visitorSession);
}
