import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type NotificationPage, sessionMark } from '@vrmarket/domain';
import { apiKey, apiKeyPrefix } from '../../api/queryKeys.ts';
import { listNotifications } from './api.ts';

/** Notifications the bell's list shows (the newest; the unread count covers all). */
export const BELL_LIMIT = 20;

/** The signed-in user's newest notifications, keyed by the session (another user's are not theirs). */
export const notificationsQuery = (token: string | null) =>
  queryOptions({
    queryKey: apiKey(
      '/api/v1/notifications',
      { query: { limit: BELL_LIMIT } },
      token === null ? null : (sessionMark(token) ?? 'session'),
    ),
    queryFn: ({ signal }) => listNotifications(BELL_LIMIT, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** Every notification list on screen asks again (a new one arrived, or some were read). */
export const refreshNotifications = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/notifications') });

/**
 * Shows notifications read at once, before the api answers (`ids`, or all when none are named);
 * the refresh after the answer puts the api's truth back.
 */
export function showRead(client: QueryClient, ids?: readonly string[]): void {
  client.setQueriesData<NotificationPage>({ queryKey: apiKeyPrefix('/api/v1/notifications') }, (page) => {
    if (!page) return page;
    const marks = (id: string) => ids === undefined || ids.includes(id);
    const newlyRead = page.results.filter((n) => !n.read && marks(n.id)).length;
    return {
      ...page,
      unread: ids === undefined ? 0 : Math.max(0, page.unread - newlyRead),
      results: page.results.map((n) => (marks(n.id) ? { ...n, read: true } : n)),
    };
  });
}
