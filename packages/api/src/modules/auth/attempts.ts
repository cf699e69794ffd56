import { randomBytes } from 'node:crypto';
import { inProcessState, type SharedState } from '../../shared-state.ts';

/**
 * Counts failed sign-in attempts per key (client IP, username) in a sliding window. With REDIS_URL
 * the counts are shared by every api replica (a sorted set of failure times per key); without it,
 * and while Redis is down, each process counts in memory on its own.
 */
/** Above this many keys, expired ones are swept before adding more (bounded memory). */
const MAX_TRACKED_KEYS = 10_000;

export function createAttemptLimiter({
  max,
  windowMs,
  now = () => Date.now(),
  shared = inProcessState,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
  shared?: SharedState;
}) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const local = {
    blocked: (keys: string[]) => keys.some((key) => recent(key).length >= max),
    fail(keys: string[]) {
      if (failures.size > MAX_TRACKED_KEYS) for (const key of [...failures.keys()]) recent(key);
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    clear: (key: string) => void failures.delete(key),
  };
  const redisKey = (key: string) => shared.key(`login-failures:${key}`);

  return {
    /** True when any of the keys has used up its attempts. */
    async blocked(keys: string[]): Promise<boolean> {
      const redis = shared.client();
      if (!redis) return local.blocked(keys);
      try {
        const pipeline = redis.multi();
        for (const key of keys) {
          pipeline.zremrangebyscore(redisKey(key), 0, now() - windowMs).zcard(redisKey(key));
        }
        const replies = (await pipeline.exec()) ?? [];
        return replies.some(([err, count], index) => index % 2 === 1 && !err && Number(count) >= max);
      } catch (err) {
        shared.failed(err);
        return local.blocked(keys);
      }
    },
    async fail(keys: string[]): Promise<void> {
      const redis = shared.client();
      if (!redis) return local.fail(keys);
      try {
        const pipeline = redis.multi();
        const at = now();
        for (const key of keys) {
          pipeline
            .zadd(redisKey(key), at, `${at}:${randomBytes(6).toString('hex')}`)
            .pexpire(redisKey(key), windowMs);
        }
        await pipeline.exec();
      } catch (err) {
        shared.failed(err);
        local.fail(keys);
      }
    },
    /** A successful sign-in clears the account's count, not the IP's. */
    async clear(key: string): Promise<void> {
      local.clear(key);
      const redis = shared.client();
      if (!redis) return;
      await redis.del(redisKey(key)).catch(shared.failed);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
