import type { Session } from './sessionStore.ts';
import { useSessionValue } from './useSession.ts';

/**
 * Who a cached answer that differs by viewer is for: a signed-in user's id, else 'visitor'. The
 * third part of such a query's key (apiKey's `viewer`), so one user's answer never shows to another.
 */
export function useViewerKey(): string {
  return useSessionValue(viewerKey);
}
const viewerKey = ({ accessToken, user }: Session) => (accessToken ? `user-${user?.id ?? ''}` : 'visitor');
