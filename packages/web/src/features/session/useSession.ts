import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './sessionStore.ts';

/** The current session ({ accessToken, user }); re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
