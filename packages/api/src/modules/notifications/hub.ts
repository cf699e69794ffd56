import type { ServerResponse } from 'node:http';
import type { Notification } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, rawRows } from '../../db/database.ts';
import type { SharedState } from '../../shared-state.ts';
import { NOTIFICATION_COLUMNS, type NotificationDbRow, toNotification } from './service.ts';

/** The pub/sub channel on which a replica says "new notifications are committed". */
const CHANNEL = 'notifications';
/** Rows read per query. */
const PAGE = 500;
/**
 * Ids below the highest one read that are read again each time: notifications are written by
 * several producers in transactions of their own, so a row with a lower id may commit after a
 * higher one was read. An id is delivered once (`seen`).
 */
const LOOKBACK = 200;
/** How long a browser waits before it reconnects (the SSE `retry:` field). */
const RETRY_MS = 1000;

export type NotificationHubOptions = {
  db: Db;
  shared: SharedState;
  log: Pick<Logger, 'warn' | 'debug'>;
  /** Reads new rows this often while a stream is open, even without a nudge. */
  pollMs?: number;
  heartbeatMs?: number;
  /** Bytes a connection may have waiting for its socket before it is dropped (it reconnects). */
  bufferBytes?: number;
};

export type NotificationHub = {
  /** Call after a transaction that may have notified someone committed: every replica reads the new rows. */
  committed(): void;
  /** Streams the new notifications of `userId` to `res` until it closes. */
  open(res: ServerResponse, userId: number): Promise<void>;
  /** Open streams on this replica (of one user, when given). */
  connections(userId?: number): number;
  close(): void;
};

type Connection = { res: ServerResponse; userId: number; closed: boolean };

/**
 * The private side of live delivery (ADR 0055): the signed-in user's own stream of new
 * notifications. The `notifications` table is the source; a producer's replica nudges the others
 * after its commit (Redis pub/sub, as the public live hub does) and every replica with open streams
 * also reads the table each `pollMs` (lost nudges, an indexer in another process, no Redis). Each
 * new row goes to the open streams of its user only. Nothing is replayed: a (re)connecting page
 * reads its list again (GET /api/v1/notifications), which is the truth.
 */
export function createNotificationHub(options: NotificationHubOptions): NotificationHub {
  const { db, shared, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const bufferBytes = options.bufferBytes ?? 256 * 1024;

  const byUser = new Map<number, Set<Connection>>();
  let count = 0;
  let started: Promise<void> | undefined;
  let position = 0;
  const seen = new Set<number>();
  let reading: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const timers: NodeJS.Timeout[] = [];

  function drop(conn: Connection) {
    if (conn.closed) return;
    conn.closed = true;
    const set = byUser.get(conn.userId);
    set?.delete(conn);
    if (set?.size === 0) byUser.delete(conn.userId);
    count--;
  }

  function write(conn: Connection, chunk: string) {
    if (conn.closed) return;
    conn.res.write(chunk);
    if (conn.res.writableLength > bufferBytes) {
      drop(conn);
      conn.res.destroy();
    }
  }

  async function readNew() {
    do {
      again = false;
      let from = Math.max(0, position - LOOKBACK);
      for (;;) {
        const rows = await rawRows<NotificationDbRow>(
          db,
          sql`select ${NOTIFICATION_COLUMNS} from notifications where id > ${from} order by id limit ${PAGE}`,
        );
        for (const row of rows) {
          const id = Number(row.id);
          if (seen.has(id)) continue;
          seen.add(id);
          const conns = byUser.get(Number(row.user_id));
          if (!conns) continue;
          const frame = `event: notification\ndata: ${JSON.stringify(toNotification(row) satisfies Notification)}\n\n`;
          for (const conn of conns) write(conn, frame);
        }
        if (rows.length > 0) {
          from = Number(rows.at(-1)!.id);
          position = Math.max(position, from);
        }
        if (rows.length < PAGE) break;
      }
      for (const id of seen) if (id <= position - LOOKBACK) seen.delete(id);
    } while (again && !closed);
  }

  /** Reads the new rows (one reader at a time; a nudge meanwhile reads once more). */
  function poke() {
    if (closed || !started || count === 0) return;
    if (reading) {
      again = true;
      return;
    }
    reading = started
      .then(readNew)
      .catch((err: unknown) => log.warn({ err }, 'reading notifications failed; retrying at the next poll'))
      .finally(() => {
        reading = undefined;
      });
  }

  /**
   * Learns the newest id, and the ids just below it, as already delivered: a page that opens a
   * stream reads its list, which has them.
   */
  function start(): Promise<void> {
    if (started) return started;
    const starting = rawRows<{ id: string }>(
      db,
      sql`select id::text from notifications
          where id > (select coalesce(max(id), 0) - ${LOOKBACK} from notifications)`,
    ).then((rows) => {
      seen.clear();
      position = 0;
      for (const row of rows) {
        seen.add(Number(row.id));
        position = Math.max(position, Number(row.id));
      }
    });
    started = starting;
    starting.catch(() => {
      if (started === starting) started = undefined;
    });
    if (timers.length === 0) {
      shared.subscribe(CHANNEL, poke, poke);
      timers.push(
        setInterval(() => {
          if (!started && count > 0) void start().catch(() => {});
          poke();
        }, pollMs).unref(),
      );
      timers.push(
        setInterval(() => {
          for (const conns of byUser.values()) for (const conn of conns) write(conn, ': ping\n\n');
        }, heartbeatMs).unref(),
      );
    }
    return starting;
  }

  return {
    committed() {
      if (closed) return;
      poke();
      void shared.publish(CHANNEL, '1');
    },

    async open(res, userId) {
      if (closed) {
        res.writeHead(503).end();
        return;
      }
      // Nothing is read while no stream is open: the first one starts from the newest row again.
      if (count === 0) started = undefined;
      await start();
      if (res.destroyed || closed) {
        res.end();
        return;
      }
      res.write(`retry: ${RETRY_MS}\n\n`);
      const conn: Connection = { res, userId, closed: false };
      let conns = byUser.get(userId);
      if (!conns) {
        conns = new Set();
        byUser.set(userId, conns);
      }
      conns.add(conn);
      count++;
      res.once('close', () => drop(conn));
    },

    connections: (userId) => (userId === undefined ? count : (byUser.get(userId)?.size ?? 0)),

    close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      for (const conns of byUser.values())
        for (const conn of conns) {
          conn.closed = true;
          conn.res.end();
        }
      byUser.clear();
      count = 0;
    },
  };
}
