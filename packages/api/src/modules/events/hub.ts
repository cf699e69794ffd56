import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@vrmarket/domain';
import type { Logger } from 'pino';
import { pruneLiveEvents } from '../../chain/live-rows.ts';
import type { Db } from '../../db/database.ts';
import type { SharedState } from '../../shared-state.ts';
import { type LiveFilter, matches, newestLiveEventId, readLiveEvents } from './rows.ts';

/** The pub/sub channel on which a replica says "new live rows are committed". */
const CHANNEL = 'live-events';
/** Rows read per query (fan-out and replay). */
const PAGE = 500;
/** How long a browser waits before it reconnects (the SSE `retry:` field). */
const RETRY_MS = 1000;

export type LiveHubOptions = {
  db: Db;
  shared: SharedState;
  log: Pick<Logger, 'warn' | 'debug'>;
  /**
   * Bytes a connection may have waiting for its socket (beyond what the kernel took) before it is
   * dropped: it reconnects and replays. Larger than one page of events, which is written at once.
   */
  bufferBytes?: number;
  /** Events a connection may have waiting while its replay runs, before it is dropped. */
  backlogEvents?: number;
  /** A comment line this often keeps proxies and the socket timeout from closing quiet streams. */
  heartbeatMs?: number;
  /** Reads new rows this often even without a nudge (another replica while Redis is away). */
  pollMs?: number;
  /** Rows older than this are pruned. */
  retentionMs?: number;
};

export type LiveHub = {
  /** Call after a transaction that may have added live rows committed: this replica and the others read them. */
  applied(): void;
  /**
   * Streams the events matching `filter` to `res` until it closes: first those after `lastEventId`
   * (a reconnecting client), then the new ones as they are committed.
   */
  open(res: ServerResponse, filter: LiveFilter, lastEventId: number | undefined): Promise<void>;
  /** Open streams on this replica. */
  connections(): number;
  /** Ends every stream (the app's close) and stops the timers. */
  close(): void;
};

type Connection = {
  res: ServerResponse;
  filter: LiveFilter;
  /** The id of the last event written to this connection. */
  lastSent: number;
  /** Live events that arrived while the replay was running (null once live). */
  backlog: LiveEvent[] | null;
  closed: boolean;
};

const frame = (event: LiveEvent) => `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live stream of one api replica. The `live_events` rows are the source (written by the
 * apply path, ids in commit order): after a commit the replica that applied nudges every replica
 * (Redis pub/sub, or in-process alone) and each one reads the rows after the last id it has seen
 * and writes the matching ones to its connections. A reconnecting client names the last id it
 * got and reads what it missed from the same table. A connection whose socket cannot keep up is
 * dropped once `bufferBytes` wait for it: it reconnects and replays, and memory stays bounded.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { db, shared, log } = options;
  const bufferBytes = options.bufferBytes ?? 1024 * 1024;
  const backlogEvents = options.backlogEvents ?? 2_000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const pollMs = options.pollMs ?? 1_000;
  const retentionMs = options.retentionMs ?? 24 * 60 * 60_000;

  const connections = new Set<Connection>();
  let started: Promise<void> | undefined;
  let position = 0;
  let fetching: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let lastPrune = 0;
  const timers: NodeJS.Timeout[] = [];

  function drop(conn: Connection, reason: string) {
    if (conn.closed) return;
    conn.closed = true;
    connections.delete(conn);
    log.debug({ reason, lastSent: conn.lastSent }, 'live stream dropped');
    conn.res.destroy();
  }

  function write(conn: Connection, chunk: string) {
    if (conn.closed) return;
    conn.res.write(chunk);
    if (conn.res.writableLength > bufferBytes) drop(conn, 'slow client');
  }

  function send(conn: Connection, event: LiveEvent) {
    const id = Number(event.id);
    if (id <= conn.lastSent) return;
    conn.lastSent = id;
    write(conn, frame(event));
  }

  function deliver(events: readonly LiveEvent[]) {
    for (const conn of connections) {
      for (const event of events) {
        if (!matches(conn.filter, event)) continue;
        if (conn.backlog) {
          conn.backlog.push(event);
          if (conn.backlog.length > backlogEvents) drop(conn, 'backlog during replay');
        } else send(conn, event);
        if (conn.closed) break;
      }
    }
  }

  async function readNew() {
    do {
      again = false;
      for (;;) {
        const events = await readLiveEvents(db, { after: position, limit: PAGE });
        if (events.length === 0) break;
        position = Number(events.at(-1)!.id);
        deliver(events);
        if (events.length < PAGE) break;
        // Let sockets take this page before the next (an in-process PGlite answers without yielding).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } while (again && !closed);
  }

  /** Reads the rows after `position` (one reader at a time; a nudge meanwhile reads once more). */
  function poke() {
    if (closed || !started) return;
    if (fetching) {
      again = true;
      return;
    }
    fetching = started
      .then(readNew)
      .catch((err: unknown) => log.warn({ err }, 'reading live events failed; retrying at the next poll'))
      .finally(() => {
        fetching = undefined;
      });
  }

  async function tick() {
    if (!started) void start().catch(() => {});
    poke();
    if (Date.now() - lastPrune < 60 * 60_000) return;
    lastPrune = Date.now();
    await pruneLiveEvents(db, retentionMs).catch((err: unknown) =>
      log.warn({ err }, 'pruning live events failed'),
    );
  }

  function start(): Promise<void> {
    if (started) return started;
    const starting = newestLiveEventId(db).then((newest) => {
      position = newest;
    });
    started = starting;
    // A failed first read (a database not migrated yet) is tried again by the next caller.
    starting.catch(() => {
      if (started === starting) started = undefined;
    });
    if (timers.length === 0) {
      shared.subscribe(CHANNEL, poke, poke);
      timers.push(setInterval(() => void tick(), pollMs).unref());
      timers.push(
        setInterval(() => {
          for (const conn of connections) if (!conn.backlog) write(conn, ': ping\n\n');
        }, heartbeatMs).unref(),
      );
      lastPrune = Date.now() - 60 * 60_000 + 60_000;
    }
    return starting;
  }

  async function replay(conn: Connection, after: number) {
    let from = after;
    while (!conn.closed) {
      const events = await readLiveEvents(db, { after: from, limit: PAGE, filter: conn.filter });
      for (const event of events) send(conn, event);
      if (events.length < PAGE) break;
      from = Number(events.at(-1)!.id);
      await new Promise((resolve) => setImmediate(resolve));
      // Let the socket take this page before reading the next.
      if (conn.res.writableLength > 0 && !conn.closed) {
        await new Promise<void>((resolve) => {
          conn.res.once('drain', resolve);
          conn.res.once('close', resolve);
        });
      }
    }
  }

  return {
    applied() {
      if (closed) return;
      if (!started) void start().catch(() => {});
      poke();
      void shared.publish(CHANNEL, '1');
    },

    async open(res, filter, lastEventId) {
      if (closed) {
        res.writeHead(503).end();
        return;
      }
      await start();
      if (res.destroyed || closed) {
        res.end();
        return;
      }
      // A new stream names its position at once (an `id:` without data): a browser cut off before
      // its first event still reconnects with Last-Event-ID and replays what it missed.
      res.write(`retry: ${RETRY_MS}\n${lastEventId === undefined ? `id: ${position}\n` : ''}\n`);
      const conn: Connection = {
        res,
        filter,
        lastSent: lastEventId ?? position,
        backlog: lastEventId === undefined ? null : [],
        closed: false,
      };
      connections.add(conn);
      res.once('close', () => {
        conn.closed = true;
        connections.delete(conn);
      });
      if (lastEventId === undefined) return;
      try {
        await replay(conn, lastEventId);
      } catch (err) {
        log.warn({ err }, 'live replay failed');
        drop(conn, 'replay failed');
        return;
      }
      const backlog = conn.backlog ?? [];
      conn.backlog = null;
      for (const event of backlog) send(conn, event);
    },

    connections: () => connections.size,

    close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      for (const conn of connections) {
        conn.closed = true;
        conn.res.end();
      }
      connections.clear();
    },
  };
}
