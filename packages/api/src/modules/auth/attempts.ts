/**
 * Counts failed sign-in attempts per key (client IP, username) in a sliding window, in memory.
 * Several api replicas each keep their own count: the limit per replica still stops brute force.
 */
/** Above this many keys, expired ones are swept before adding more (bounded memory). */
const MAX_TRACKED_KEYS = 10_000;

export function createAttemptLimiter({
  max,
  windowMs,
  now = () => Date.now(),
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    /** True when any of the keys has used up its attempts. */
    blocked(keys: string[]): boolean {
      return keys.some((key) => recent(key).length >= max);
    },
    fail(keys: string[]): void {
      if (failures.size > MAX_TRACKED_KEYS) for (const key of [...failures.keys()]) recent(key);
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    /** A successful sign-in clears the account's count, not the IP's. */
    clear(key: string): void {
      failures.delete(key);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
