import { createContext, useContext } from 'react';
import { useStore } from '../../app/createStore.ts';
import { type Session, sessionStore } from './sessionStore.ts';

export const VISITOR: Session = { accessToken: null, user: null };

/**
 * The session a server-rendered first screen was rendered for (src/ssr): the `session` cookie's
 * token on the server, and while hydrating the same token (public/theme-init.js has the app render
 * afresh when the stored session is another). Its user data is left out on both sides, so the
 * markup is the same; the stored user data comes in right after hydration.
 */
export const RenderedSession = createContext<Session>(VISITOR);

const whole = (session: Session) => session;

/** The current session ({ accessToken, user }); re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session {
  const rendered = useContext(RenderedSession);
  return useStore(sessionStore, whole, () => rendered);
}
