/**
 * What the benches share around their own scenarios: flags, the bench database next to
 * DATABASE_URL's, the api and a bare Fastify in a child process of their own (started, waited
 * for, stopped), the machine line and the table of figures, and the way a bench ends (it reports;
 * it never fails the build). Loading a path and the CPU a request cost are in load.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { tsxBin } from '../../lib/process.ts';

// ─── flags ─────────────────────────────────────────────────────────────────────────────────────

export const hasFlag = (name: string) => process.argv.includes(`--${name}`);
/** `--name=value`'s value. */
export const flagValue = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
export const numberFlag = (name: string, fallback: number) => {
  const raw = flagValue(name);
  return raw ? Number(raw) : fallback;
};

// ─── figures ───────────────────────────────────────────────────────────────────────────────────

/** The value at quantile q (0..1) of sorted values. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Cores and load average: what a latency figure is read against. */
export function machineLine(): string {
  const [one, five] = loadavg();
  return `machine: ${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) ${five?.toFixed(1)} (5 min)`;
}

export const pad = (text: string, width: number) => text.padEnd(width);
export const num = (n: number, digits = 1) => n.toFixed(digits).padStart(7);

/** A column of a printed table: its heading and each row's cell (cells are padded to the heading). */
export type Column<Row> = { title: string; cell: (row: Row) => string };

/** One heading line, then one line per row, each cell as wide as its heading or wider. */
export function printTable<Row>(columns: Column<Row>[], rows: Row[]): void {
  const widths = columns.map((column) => column.title.length);
  console.log(`\n${columns.map((column, i) => pad(column.title, widths[i]!)).join('  ')}`);
  for (const row of rows)
    console.log(columns.map((column, i) => pad(column.cell(row), widths[i]!)).join('  '));
}

// ─── a bench's end ─────────────────────────────────────────────────────────────────────────────

/** Runs a bench: an error is printed, never thrown, and open connections do not keep it alive. */
export function runBench(name: string, main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.log(`${name} bench could not finish: ${(error as Error).stack ?? error}`);
    })
    .finally(() => process.exit(0));
}

/** Runs a bench's server child: an error ends it with code 1 (the bench sees it exit). */
export function runServer(name: string, serve: () => Promise<void>): void {
  serve().catch((error: unknown) => {
    console.log(`${name} bench server failed: ${(error as Error).stack ?? error}`);
    process.exit(1);
  });
}

// ─── the bench database ────────────────────────────────────────────────────────────────────────

/** DATABASE_URL with another database name. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The admin url when DATABASE_URL is PostgreSQL; otherwise says why the bench is skipped. */
export function postgresAdminUrl(bench: string, why: string): string | undefined {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) return adminUrl;
  console.log(`${bench} bench skipped: set DATABASE_URL to a PostgreSQL server (${why})`);
  return undefined;
}

async function admin<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The database `name` next to the admin url's, created when missing (`fresh`: dropped first) and
 * migrated with the api's migrations.
 */
export async function openBenchDatabase(adminUrl: string, name: string, fresh: boolean): Promise<void> {
  await admin(adminUrl, async (client) => {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  });
  const { createDatabase, migrateDatabase } = await import('@vrmarket/api');
  const database = await createDatabase({ databaseUrl: databaseUrl(adminUrl, name), pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await database.close();
}

export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  console.log(`dropped ${name}`);
}

// ─── servers in a child process ────────────────────────────────────────────────────────────────

export type ServerChild = { child: ChildProcess; stop(): void };

/**
 * Starts `script --serve …args` (the bench file itself, or a server of lib/) with tsx in a child
 * process and waits until it says 'ready' over IPC: its CPU is then its own, apart from the bench's.
 */
export async function startServerChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ServerChild> {
  const child = spawn(tsxBin, [script, '--serve', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = await Promise.race([
    once(child, 'message').then(() => true),
    once(child, 'exit').then(() => false),
  ]);
  if (!started) throw new Error(`${script} --serve did not start`);
  return { child, stop: () => child.kill('SIGTERM') };
}

/** The server child's side: closes `servers` on SIGTERM, and says it is ready. */
export function serving(servers: { close(): Promise<unknown> }[]): void {
  process.once('SIGTERM', () => {
    void Promise.all(servers.map((server) => server.close())).finally(() => process.exit(0));
  });
  process.send?.('ready');
}

/** The `--serve` child's arguments after the flag (ports and such). */
export const serveArgs = () => process.argv.slice(process.argv.indexOf('--serve') + 1);
export const isServerChild = () => process.argv.includes('--serve');

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret!';

/**
 * The api as the benches run it on a PostgreSQL database: production mode, no rate limit, silent,
 * `env` on top (LIST_CACHE_MS and such). Not listening yet: `listen` or `inject`.
 */
export async function benchApi(url: string, env: Record<string, string> = {}) {
  const { buildApp, createComponents, loadConfig } = await import('@vrmarket/api');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: BENCH_JWT_SECRET,
    OIDC_CLIENT_SECRET: 'bench-oidc-secret',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/vrmarket-bench-data',
    ...env,
  });
  return buildApp(await createComponents(config));
}

/**
 * A bare Fastify: `GET /hello` (the ceiling of a request on this machine) and `GET /cpu`, this
 * process's CPU time so far, read around each load (lib/load.ts's cpuSnapshot).
 */
export async function bareServer() {
  const Fastify = (await import('fastify')).default;
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  bare.get('/cpu', async () => {
    const usage = process.cpuUsage();
    return { micros: usage.user + usage.system };
  });
  return bare;
}
