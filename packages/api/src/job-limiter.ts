/** Thrown by a job limiter whose bounded queue is full. */
export class BusyError extends Error {
  override name = 'BusyError';
}

/**
 * A small FIFO semaphore: `run` starts `job` once fewer than `limit` jobs are running. Past
 * `maxWaiting` waiting jobs a bounded run is refused with `busy()` (a BusyError by default), and
 * so is a run given `waitMs` that has not started after waiting that long.
 */
export function createJobLimiter(
  limit: number,
  maxWaiting = Number.POSITIVE_INFINITY,
  busy: () => Error = () => new BusyError('too many jobs waiting'),
) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run<T>(
      job: () => Promise<T>,
      options: { queue?: 'bounded' | 'unbounded'; waitMs?: number } = {},
    ): Promise<T> {
      if (running >= limit) {
        if (options.queue !== 'unbounded' && waiting.length >= maxWaiting) throw busy();
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer =
            options.waitMs === undefined
              ? undefined
              : setTimeout(() => {
                  waiting.splice(waiting.indexOf(turn), 1);
                  reject(busy());
                }, options.waitMs);
          waiting.push(turn);
        });
      }
      running++;
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
