/**
 * Loaded before the api (`node --import tsx --import scripts/bench/_probe.ts packages/api/src/main.ts`)
 * by the load bench: the api process's event-loop delay and utilisation, and the main-thread time
 * spent inside PGlite (its WASM PostgreSQL runs synchronously on the event loop), reset and read
 * over the IPC channel. Without an IPC channel it does nothing.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

export type ProbeFigures = {
  /** Event-loop delay (ms): how late a timer fires, i.e. how long the loop was blocked. */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  /** Share of wall time the event loop was busy (0..1). */
  utilisation: number;
  /** Share of wall time the main thread spent inside PGlite (0 on PostgreSQL). */
  pglite: number;
  /** This process's CPU time per wall second (1 = one core). */
  cores: number;
};

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let elu = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let since = performance.now();
  let insidePglite = 0;

  // PGlite's every statement goes through execProtocolRawSync (a synchronous WASM call).
  try {
    const { PGlite } = (await import('@electric-sql/pglite')) as unknown as {
      PGlite: { prototype: Record<string, unknown> };
    };
    const original = PGlite.prototype.execProtocolRawSync as ((...args: unknown[]) => unknown) | undefined;
    if (original)
      PGlite.prototype.execProtocolRawSync = function (this: unknown, ...args: unknown[]) {
        const started = performance.now();
        try {
          return original.apply(this, args);
        } finally {
          insidePglite += performance.now() - started;
        }
      };
  } catch {
    // No PGlite here: the share stays 0.
  }

  process.on('message', (message: unknown) => {
    if (message === 'probe:reset') {
      delay.reset();
      elu = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
      since = performance.now();
      insidePglite = 0;
    } else if (message === 'probe:read') {
      const wall = performance.now() - since;
      const used = process.cpuUsage(cpu);
      const figures: ProbeFigures = {
        delayP50: delay.percentile(50) / 1e6,
        delayP99: delay.percentile(99) / 1e6,
        delayMax: delay.max / 1e6,
        utilisation: performance.eventLoopUtilization(elu).utilization,
        pglite: insidePglite / wall,
        cores: (used.user + used.system) / 1000 / wall,
      };
      process.send?.({ probe: figures });
    }
  });
  // The channel must not keep a stopping api alive.
  process.channel?.unref();
}
