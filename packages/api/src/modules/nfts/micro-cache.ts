/**
 * Visitors' list answers, kept for a moment: every visitor of the marketplace asks for the same
 * few pages, so within `ttlMs` one database round serves them all (concurrent misses share one
 * load). Signed-in requests never use it, so people see their own changes at once.
 */
export type MicroCache = { get(key: string, load: () => Promise<string>): Promise<string> };

export function createMicroCache({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): MicroCache {
  const entries = new Map<string, { at: number; value: Promise<string> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Oldest first out (Map keeps insertion order).
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
