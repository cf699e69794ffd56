import { decodeSessionCookie, encodeSessionCookie } from '@vrmarket/domain';
import { setAccessTokenSource } from '../../api/client.ts';
import { setSignOutOnUnauthorized } from '../../api/queryClient.ts';
import { createStore } from '../../app/createStore.ts';
import { readStored as read, writeStored as write } from '../../app/deviceStorage.ts';

/**
 * The signed-in session: the access token and the user data, kept in memory and mirrored to
 * localStorage (`access_token`, `userData`) so another tab and a reload see the same session. The
 * token is also copied to the `session` cookie, so the api renders the next page as this user sees
 * it (@vrmarket/domain's first-screen.ts); localStorage stays the truth.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'userData';
/** Where a visitor was going when a protected route sent them to sign in (spec: "prevURL"). */
export const PREV_URL_KEY = 'prevURL';

export interface SessionUser {
  id?: string | number;
  username?: string;
  email?: string;
  avatar?: string | null;
  publicKey?: string | null;
  [field: string]: unknown;
}

export interface Session {
  accessToken: string | null;
  user: SessionUser | null;
}

function parseUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** Seconds since the epoch when the JWT expires; undefined when it cannot be read. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

const isExpired = (token: string) => {
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 <= Date.now();
};

/** Keeps the `session` cookie equal to the stored token (written only when it differs). */
function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return; // server rendering
  try {
    if ((decodeSessionCookie(document.cookie) ?? null) === token) return;
    const secure = window.location.protocol === 'https:';
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous before the next page request; cookieStore is not in every browser.
    document.cookie = encodeSessionCookie(token, { secure });
  } catch {
    // Cookies disabled: pages render as a visitor sees them, and the app renders afresh.
  }
}

/** A stored token that has expired is dropped at load, so the app starts signed out. */
function load(): Session {
  let accessToken = read(ACCESS_TOKEN_KEY) || null;
  if (accessToken && isExpired(accessToken)) {
    write(ACCESS_TOKEN_KEY, null);
    write(USER_KEY, null);
    accessToken = null;
  }
  writeSessionCookie(accessToken);
  return { accessToken, user: accessToken ? parseUser(read(USER_KEY)) : null };
}

export const sessionStore = createStore<Session>(load());
const set = sessionStore.set;

export const getSession = (): Session => sessionStore.get();
export const getAccessToken = (): string | null => sessionStore.get().accessToken;

// Every api call carries the session's token; the api layer does not know the session feature.
setAccessTokenSource(getAccessToken);

export function signIn(accessToken: string, user: SessionUser | null): void {
  write(ACCESS_TOKEN_KEY, accessToken);
  write(USER_KEY, user ? JSON.stringify(user) : null);
  writeSessionCookie(accessToken);
  set({ accessToken, user });
}

/** Fresh user data (the profile) for the current session. */
export function updateUser(user: SessionUser): void {
  const { accessToken } = getSession();
  if (!accessToken) return;
  write(USER_KEY, JSON.stringify(user));
  set({ accessToken, user });
}

export function signOut(): void {
  write(ACCESS_TOKEN_KEY, null);
  write(USER_KEY, null);
  writeSessionCookie(null);
  const { accessToken, user } = getSession();
  if (accessToken !== null || user !== null) set({ accessToken: null, user: null });
}

// A 401 from any query or mutation signs out; the api layer does not know the session feature.
setSignOutOnUnauthorized(signOut);

export function rememberPrevUrl(url: string): void {
  write(PREV_URL_KEY, url);
}

/** The saved prevURL (then forgotten), when it is a path of this app; else home. */
export function takePrevUrl(): string {
  const url = read(PREV_URL_KEY);
  write(PREV_URL_KEY, null);
  // Only same-app paths: '//evil.example' or 'https://…' must not become an open redirect.
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  return url;
}

/** Another tab signed in or out. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === USER_KEY) set(load());
  });
}
