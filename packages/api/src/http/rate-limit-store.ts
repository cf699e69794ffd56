import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedState } from '../shared-state.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Counts of one window in Redis: the first hit of a key starts its window (fixed window). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;
/** In-process keys kept at most; beyond it the expired ones go, then all (bounded memory). */
const MAX_LOCAL_KEYS = 10_000;

/**
 * A store for @fastify/rate-limit whose counts live in Redis, shared by every api replica, and
 * in process memory while Redis is down or slow (each replica then counts on its own: a request is
 * never refused or failed because of Redis).
 */
export function sharedRateLimitStore(shared: SharedState): FastifyRateLimitStoreCtor {
  // The plugin constructs the store with `new`; a constructor returning an object gives that object.
  return function SharedRateLimitStore() {
    return rateLimitCounter(shared, '');
  } as unknown as FastifyRateLimitStoreCtor;
}

/** The counts of one namespace (`pages:` for the web app's pages), as the store above keeps them. */
export function rateLimitCounter(shared: SharedState, namespace: string): FastifyRateLimitStore {
  const local = new Map<string, { current: number; until: number }>();
  const countLocally = (key: string, timeWindow: number): Result => {
    const now = Date.now();
    if (local.size >= MAX_LOCAL_KEYS) {
      for (const [old, entry] of local) if (entry.until <= now) local.delete(old);
      if (local.size >= MAX_LOCAL_KEYS) local.clear();
    }
    const entry = local.get(key);
    if (!entry || entry.until <= now) {
      local.set(key, { current: 1, until: now + timeWindow });
      return { current: 1, ttl: timeWindow };
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.until - now };
  };
  return {
    incr(key: string, callback: Callback, timeWindow: number) {
      const redis = shared.client();
      if (!redis) return callback(null, countLocally(key, timeWindow));
      redis.eval(INCR_SCRIPT, 1, shared.key(`rate:${namespace}${key}`), timeWindow).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (err: unknown) => {
          shared.failed(err);
          callback(null, countLocally(key, timeWindow));
        },
      );
    },
    child(routeOptions) {
      // A route's own limit counts apart from the others. The plugin passes the route's merged
      // limit options with the route under `routeInfo` (its types say the route itself), as its own
      // Redis store reads it; reading `method` and `url` at the top put every route in one count.
      const { routeInfo } = routeOptions as typeof routeOptions & { routeInfo?: typeof routeOptions };
      const route = routeInfo ?? routeOptions;
      return rateLimitCounter(shared, `${namespace}${String(route.method)}${route.url}:`);
    },
  };
}
