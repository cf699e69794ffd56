import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A command that takes longer than this counts as Redis being down (the in-process fallback answers). */
const COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for a first connection before going on in-process. */
const FIRST_CONNECTION_MS = 3000;

/**
 * The state api replicas share through Redis (REDIS_URL): the rate limits' and login attempts'
 * counters, and cache invalidation by pub/sub. This module owns the two connections (commands, and
 * the subscriber). Redis is never in a request's way: while it is down or slow `client()` is
 * undefined (or its commands fail fast), each user falls back to its in-process state, and one
 * warning is logged per outage (and one line when it is back). Without REDIS_URL everything is
 * in-process, as in the embedded default.
 */
export type SharedState = {
  /** The commands connection while it is ready; undefined → use the in-process fallback. */
  client(): Redis | undefined;
  /** A key or channel name under REDIS_PREFIX. */
  key(name: string): string;
  /** Called by a user whose command failed (Redis down or slow): the one warning of the outage. */
  failed(err: unknown): void;
  /**
   * Sends `message` to the other replicas' subscribers of `channel` (not to this one). Never throws;
   * resolves once Redis has handed it on (or gave up), so a caller may await it before answering.
   */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls `onMessage` with the other replicas' messages on `channel`. `onGap` runs when the
   * subscription comes back after an outage: messages sent meanwhile were lost.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onGap: () => void): void;
  /** Resolves when Redis answers or after a few seconds (the start goes on in-process). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** No REDIS_URL: a single process, nothing to share. */
export const inProcessState: SharedState = {
  client: () => undefined,
  key: (name) => name,
  failed: () => {},
  publish: async () => {},
  subscribe: () => {},
  ready: async () => {},
  close: async () => {},
};

export function createSharedState({
  url,
  prefix,
  log,
}: {
  url: string | undefined;
  prefix: string;
  log: Pick<Logger, 'warn' | 'info'>;
}): SharedState {
  if (!url) return inProcessState;
  // This replica's messages carry its id, so it skips its own.
  const replica = randomUUID();
  const options = {
    // Fail at once while disconnected instead of queueing: the caller falls back in-process.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const commands = new Redis(url, options);
  // The subscriber queues its SUBSCRIBE commands until connected. It resubscribes after a drop
  // itself: ioredis's own resubscription leaves its promise unhandled, so a connection that closes
  // again before Redis answers would be an unhandled rejection (which ends a Node process).
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    commandTimeout: undefined,
    autoResubscribe: false,
  });

  let down = false;
  const failed = (err: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis is unreachable: rate limits, login attempts and cache invalidation are in-process until it is back',
    );
  };
  commands.on('error', failed);
  commands.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: shared state is shared again');
  });

  const handlers = new Map<string, { onMessage: (message: string) => void; onGap: () => void }>();
  let subscribedOnce = false;
  subscriber.on('error', failed);
  subscriber.on('ready', () => {
    if (subscribedOnce && handlers.size > 0) {
      subscriber.subscribe(...handlers.keys()).catch(failed);
      // What was published while the subscription was down is gone.
      for (const handler of handlers.values()) handler.onGap();
    }
    subscribedOnce = true;
  });
  subscriber.on('message', (channel: string, raw: string) => {
    const space = raw.indexOf(' ');
    if (space < 0 || raw.slice(0, space) === replica) return;
    handlers.get(channel)?.onMessage(raw.slice(space + 1));
  });

  const key = (name: string) => `${prefix}${name}`;
  return {
    client: () => (commands.status === 'ready' ? commands : undefined),
    key,
    failed,
    async publish(channel, message) {
      if (commands.status !== 'ready') return;
      try {
        await commands.publish(key(channel), `${replica} ${message}`);
      } catch (err) {
        failed(err);
      }
    },
    subscribe(channel, onMessage, onGap) {
      handlers.set(key(channel), { onMessage, onGap });
      subscriber.subscribe(key(channel)).catch(failed);
    },
    async ready() {
      if (commands.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, FIRST_CONNECTION_MS);
        function done() {
          clearTimeout(timer);
          commands.off('ready', done);
          resolve();
        }
        commands.once('ready', done);
      });
    },
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
