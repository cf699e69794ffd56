import {
  notificationListQuery,
  notificationPage,
  notificationParams,
  notificationShape,
  notificationsMarked,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import type { NotificationHub } from './hub.ts';
import type { NotificationService } from './service.ts';

/** Notification streams one user may hold open in an api process (their tabs). */
export const MAX_STREAMS_PER_USER = 32;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * The signed-in user's notifications (the header's bell): 401 for a visitor; the user is always the
 * access token's, so another user's notification is 404.
 */
export function notificationRoutes({
  notifications,
  notificationHub,
}: {
  notifications: NotificationService;
  notificationHub: NotificationHub;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preClose', (done) => {
      notificationHub.close();
      done();
    });

    app.get(
      '/v1/notifications',
      {
        preHandler: authenticate,
        schema: {
          tags: ['notifications'],
          summary: "The signed-in user's notifications, newest first, with the unread count",
          querystring: notificationListQuery,
          response: { 200: notificationPage },
        },
      },
      (request) => notifications.list(requireUser(request).id, request.query),
    );

    app.post(
      '/v1/notifications/read-all',
      {
        preHandler: authenticate,
        schema: {
          tags: ['notifications'],
          summary: "Marks all the signed-in user's notifications read",
          response: { 200: notificationsMarked },
        },
      },
      (request) => notifications.markAllRead(requireUser(request).id),
    );

    app.post(
      '/v1/notifications/:id/read',
      {
        preHandler: authenticate,
        schema: {
          tags: ['notifications'],
          summary: 'Marks one of the signed-in user’s notifications read (404 for any other id)',
          params: notificationParams,
          response: { 200: notificationShape },
        },
      },
      (request) => notifications.markRead(requireUser(request).id, request.params.id),
    );

    app.get(
      '/v1/notifications/stream',
      {
        preHandler: authenticate,
        schema: {
          tags: ['notifications'],
          summary:
            "The signed-in user's new notifications as they are written (text/event-stream, " +
            'Authorization: Bearer like every call): each message is `event: notification` with ' +
            '`data:` a Notification. Nothing is replayed; a reconnecting page reads its list again.',
          response: { 200: notificationShape },
        },
      },
      async (request, reply) => {
        const { id } = requireUser(request);
        if (notificationHub.connections(id) >= MAX_STREAMS_PER_USER) throw new HttpError(429, 'RATE_LIMITED');
        reply.hijack();
        const headers = { ...reply.getHeaders(), ...SSE_HEADERS };
        reply.raw.writeHead(200, headers as Record<string, string>);
        await notificationHub.open(reply.raw, id);
      },
    );
  };
}
