/**
 * Loading a server and measuring it: autocannon with p95 (it reports p97.5 only), and the CPU each
 * request cost the server process and the PostgreSQL backends. The rest of a bench's frame
 * (database, server child, table) is in harness.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { quantile } from './harness.ts';

export const CONNECTIONS = 32;
export const DURATION_S = 10;
export const TARGET_P95_MS = 25;

/** The part of autocannon's programmatic api used here (it ships no types). */
type Tracker = PromiseLike<{
  errors: number;
  non2xx: number;
  requests: { average: number; total: number };
}> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Tracker;

export type Figures = {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** CPU milliseconds per request of the api process and of the PostgreSQL backends serving it. */
  apiCpu: number;
  dbCpu: number;
};

/** CPU time so far: the server process (µs) and each PostgreSQL backend of the bench database (ticks). */
export type CpuSnapshot = { apiMicros: number; backendTicks: Map<number, number> };
/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const TICK_MS = 10;

function backendTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The server's CPU (its `/cpu` route answers process.cpuUsage) and the bench database's backends'. */
export async function cpuSnapshot(admin: pg.Client, cpuUrl: string, database: string): Promise<CpuSnapshot> {
  const { rows } = await admin.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  const { micros } = (await (await fetch(cpuUrl)).json()) as { micros: number };
  return {
    apiMicros: micros,
    backendTicks: new Map(rows.map((row) => [row.pid as number, backendTicks(row.pid as number)])),
  };
}

/** CPU ms per request between two snapshots (a backend opened during the load counts from zero). */
function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  let ticks = 0;
  for (const [pid, now] of after.backendTicks) ticks += now - (before.backendTicks.get(pid) ?? 0);
  return {
    apiCpu: (after.apiMicros - before.apiMicros) / 1000 / requests,
    dbCpu: (ticks * TICK_MS) / requests,
  };
}

/** Loads `paths` round-robin with CONNECTIONS connections for DURATION_S; a refused answer is printed. */
export async function load(
  probe: () => Promise<CpuSnapshot>,
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Figures> {
  const times: number[] = [];
  const before = await probe();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  let refused: number | undefined;
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status >= 300) refused ??= status;
  });
  const result = await instance;
  const cpu = cpuPerRequest(before, await probe(), Math.max(1, result.requests.total));
  if (refused) console.log(`${name}: answered ${refused}`);
  times.sort((a, b) => a - b);
  return {
    name,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    ...cpu,
  };
}
