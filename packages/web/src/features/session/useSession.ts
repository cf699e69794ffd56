import { createContext, useContext } from 'react';
import { useStore } from '../../app/createStore.ts';
import { type Session, sessionStore } from './sessionStore.ts';

export const VISITOR: Session = { accessToken: null, user: null };

/**
 * The session a server-rendered first screen was rendered for (src/ssr): the `session` cookie's
 * token with the profile the server read for it, and while hydrating the same token with the same
 * profile from the page's query state (public/theme-init.js has the app render afresh when the
 * stored session is another). The stored user data comes in right after hydration.
 */
export const RenderedSession = createContext<Session>(VISITOR);

const whole = (session: Session) => session;

/** The current session ({ accessToken, user }); re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session {
  const rendered = useContext(RenderedSession);
  return useStore(sessionStore, whole, () => rendered);
}

/**
 * One value of the session, re-rendering only when it changes: pick a string or a number (the
 * token, the user's id or wallet), so fresher user data with the same values re-renders nothing.
 */
export function useSessionValue<T>(select: (session: Session) => T): T {
  const rendered = useContext(RenderedSession);
  return useStore(sessionStore, select, () => select(rendered));
}

const token = (session: Session) => session.accessToken;
const wallet = (session: Session) => session.user?.publicKey ?? null;

/** The session's access token; null for a visitor. */
export const useAccessToken = (): string | null => useSessionValue(token);

/** The signed-in user's linked wallet (as the session's user data has it); null for none or a visitor. */
export const useSessionWallet = (): string | null => useSessionValue(wallet);
