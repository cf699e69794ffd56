import type { Notification, NotificationPage, NotificationsMarked } from '@vrmarket/domain';
import { api, read, sendVia } from '../../api/client.ts';

export function listNotifications(limit: number, signal?: AbortSignal): Promise<NotificationPage> {
  return read(api.GET('/api/v1/notifications', { params: { query: { limit } }, signal }));
}

export function markNotificationRead(id: string): Promise<Notification> {
  return read(api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }));
}

export function markAllNotificationsRead(): Promise<NotificationsMarked> {
  return read(api.POST('/api/v1/notifications/read-all'));
}

/**
 * How long one stream is kept before a new one replaces it: a stream outlives no session token
 * for long, and a proxy that cuts quiet connections does not matter.
 */
export const STREAM_MS = 10 * 60_000;

/**
 * Opens the signed-in user's notification stream (text/event-stream): a `fetch`, not an
 * EventSource, because it carries the session's token in its Authorization header like every call
 * (ADR 0055). Answers the body to read, or throws an ApiError (401 signs out, as for any call).
 */
export async function openNotificationStream(signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const body = await read(
    api.GET('/api/v1/notifications/stream', {
      parseAs: 'stream',
      headers: { accept: 'text/event-stream' },
      signal,
      fetch: sendVia(null, STREAM_MS),
    }),
  );
  if (!body) throw new Error('The notification stream has no body.');
  return body as unknown as ReadableStream<Uint8Array>;
}
