import { randomBytes } from 'node:crypto';
import { inProcessState, type SharedState } from '../../shared-state.ts';

/**
 * Counts sign-in attempts per key (client IP, username) in a sliding window. An attempt is
 * recorded *before* the password is checked, in one atomic step that also answers the counts
 * with it included: of a parallel burst, each request sees its own place (1, 2, … n), so no
 * burst gets more checks than the limits allow. An attempt refused before its check, or one that
 * succeeded, is released again: what stays counted are the failed checks. With REDIS_URL the
 * counts are shared by every api replica (a sorted set of attempt times per key, MULTI/EXEC);
 * without it, and while Redis is down, each process counts in memory on its own.
 */
/** Above this many keys, expired ones are swept before adding more (bounded memory). */
const MAX_TRACKED_KEYS = 10_000;

/** One recorded attempt: its id (to release it) and each key's count including it, in key order. */
export type Attempt = { id: string; counts: number[] };

type Entry = { at: number; id: string };

export function createAttemptLimiter({
  windowMs,
  now = () => Date.now(),
  shared = inProcessState,
}: {
  windowMs: number;
  now?: () => number;
  shared?: SharedState;
}) {
  const attempts = new Map<string, Entry[]>();

  const recent = (key: string): Entry[] => {
    const since = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((entry) => entry.at > since);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };
  // Synchronous, so atomic within the process.
  const local = {
    take(keys: string[], entry: Entry): Attempt {
      if (attempts.size > MAX_TRACKED_KEYS) for (const key of [...attempts.keys()]) recent(key);
      const counts = keys.map((key) => {
        const list = [...recent(key), entry];
        attempts.set(key, list);
        return list.length;
      });
      return { id: entry.id, counts };
    },
    release(keys: string[], id: string) {
      for (const key of keys) {
        const list = (attempts.get(key) ?? []).filter((entry) => entry.id !== id);
        if (list.length === 0) attempts.delete(key);
        else attempts.set(key, list);
      }
    },
  };
  const redisKey = (key: string) => shared.key(`login-attempts:${key}`);

  return {
    /** Records one attempt on every key at once and answers each key's count with it. */
    async take(keys: string[]): Promise<Attempt> {
      const entry = { at: now(), id: `${now()}:${randomBytes(6).toString('hex')}` };
      const redis = shared.client();
      if (!redis) return local.take(keys, entry);
      try {
        const transaction = redis.multi();
        for (const key of keys) {
          transaction
            .zremrangebyscore(redisKey(key), 0, entry.at - windowMs)
            .zadd(redisKey(key), entry.at, entry.id)
            .pexpire(redisKey(key), windowMs)
            .zcard(redisKey(key));
        }
        const replies = (await transaction.exec()) ?? [];
        const counts = keys.map((_, index) => {
          const [err, count] = replies[index * 4 + 3] ?? [new Error('no reply')];
          if (err) throw err;
          return Number(count);
        });
        return { id: entry.id, counts };
      } catch (err) {
        shared.failed(err);
        return local.take(keys, entry);
      }
    },
    /** Takes an attempt back from these keys: it was refused before any check, or it succeeded. */
    async release(keys: string[], id: string): Promise<void> {
      local.release(keys, id);
      const redis = shared.client();
      if (!redis) return;
      const transaction = redis.multi();
      for (const key of keys) transaction.zrem(redisKey(key), id);
      await transaction.exec().catch(shared.failed);
    },
    /** Forgets every attempt on a key (a successful sign-in clears its account's count). */
    async clear(key: string): Promise<void> {
      attempts.delete(key);
      const redis = shared.client();
      if (!redis) return;
      await redis.del(redisKey(key)).catch(shared.failed);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
