/**
 * A value that is expensive to compute and may be a little old (rankings): the first caller
 * waits for it; afterwards callers get the last value at once while, past `ttlMs`, one refresh
 * runs in the background (stale-while-revalidate, one computation at a time). A failed refresh
 * keeps the last good value and is retried by the next caller.
 */
export function refreshing<T>(compute: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let current: { at: number; value: T } | undefined;
  let running: Promise<T> | undefined;

  function refresh(): Promise<T> {
    running ??= compute()
      .then((value) => {
        current = { at: now(), value };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return (): Promise<T> => {
    if (!current) return refresh();
    if (now() - current.at >= ttlMs) refresh().catch(() => undefined);
    return Promise.resolve(current.value);
  };
}
