import { useStore } from '../../app/createStore.ts';
import { type Session, sessionStore } from './sessionStore.ts';

/**
 * The server renders every first screen as a visitor sees it (src/ssr); while hydrating the
 * client does too, then re-renders with the stored session.
 */
const VISITOR: Session = { accessToken: null, user: null };
const visitorSession = () => VISITOR;
const whole = (session: Session) => session;

/** The current session ({ accessToken, user }); re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session {
  return useStore(sessionStore, whole, visitorSession);
}
