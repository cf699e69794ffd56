/**
 * Load and faults (issue 18): mixed, uncached traffic (list pages with varied filters, keyword
 * search, detail, history, the signed-in favourites list, likes, the SIWE nonce and password
 * sign-in) from 200 connections for 60 s against two api replicas (src/main.ts, each a process of
 * its own) on one PostgreSQL and one Redis; the same with Redis stopped halfway, and with
 * PostgreSQL restarted halfway (then every like the api acknowledged must still be stored); and
 * the `npm start`-like embedded default (PGlite in the api process) with 20 connections.
 *
 * Self-contained and safe on a shared machine: it starts its OWN PostgreSQL (initdb + postgres,
 * a temp data folder, a free port) and its OWN redis-server (a free port), so stopping and
 * restarting them touches nobody else. The catalogue is generated in a few seconds (`--nfts=N`,
 * default 100,000; the browse bench goes to a million). List caches are off (LIST_CACHE_MS=0), so
 * every request reaches the database; the rate limit is on with a ceiling no client reaches, so
 * every request counts in Redis (in production mode loopback is not exempt). Requests say
 * `Accept-Encoding: gzip, deflate, br` as browsers do.
 *
 * Prints one row per scenario: requests, errors (and when, relative to the fault), p50/p95/p99,
 * req/s, the api's event-loop delay and utilisation (replica a / the embedded api), and for the
 * embedded api the share of its main thread spent inside PGlite. A benchmark: it never fails the
 * build. Logs of the api replicas and PostgreSQL are kept in .tmp/load-bench/.
 *
 *   tsx scripts/bench/load.ts [--nfts=100000] [--duration=60] [--connections=200]
 *     [--embedded-connections=20] [--only=steady,redis,postgres,embedded]
 */

import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { repoRoot } from '../lib/process.ts';
import { catalogueSql, TOP_CATEGORIES } from './_catalogue.ts';
import type { ProbeFigures } from './_probe.ts';
import { type ApiProcess, startApiProcess } from './lib/api-process.ts';
import { flagValue, machineLine, numberFlag, pad, quantile, runBench } from './lib/harness.ts';
import { startPostgres, startRedis } from './lib/servers.ts';

const NFTS = numberFlag('nfts', 100_000);
const DURATION_S = numberFlag('duration', 60);
const CONNECTIONS = numberFlag('connections', 200);
const EMBEDDED_CONNECTIONS = numberFlag('embedded-connections', 20);
const ONLY = flagValue('only')?.split(',');
const wanted = (scenario: string) => !ONLY || ONLY.includes(scenario);
const SIZE = {
  nfts: NFTS,
  users: 1_000,
  collections: Math.max(100, Math.round(NFTS / 100)),
  favourites: Math.round(NFTS / 5),
  sales: Math.round(NFTS / 10),
};
const TARGET_P99_MS = 100;
/** A request unanswered this long counts as failed (autocannon's timeout). */
const TIMEOUT_S = 10;
const JWT_SECRET = 'load-bench-secret-load-bench-secret!!';
const PUBLIC_URL = 'http://vrmarket.bench';
const PASSWORD = 'load-bench-password';
/** Signed-in traffic comes from this many accounts (bench1…). */
const SIGNED_IN_USERS = 200;
const logDir = join(repoRoot, '.tmp/load-bench');
const work = mkdtempSync(join(tmpdir(), 'vrmarket-load-'));
const cleanups: Array<() => Promise<void> | void> = [];
const require = createRequire(import.meta.url);

/** The api replica `name` as deployed, with this bench's secrets and the list caches off. */
async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApiProcess(
    name,
    { PUBLIC_URL, JWT_SECRET, LIST_CACHE_MS: '0', ...env },
    { work, logDir },
  );
  cleanups.push(api.stop);
  return api;
}

// ─── catalogue ─────────────────────────────────────────────────────────────────────────────────

/** Migrates and fills a database (PostgreSQL at `databaseUrl`, else PGlite in `pgliteDir`). */
async function seed(target: { databaseUrl: string | undefined; pgliteDir: string }): Promise<void> {
  const started = Date.now();
  const { createDatabase, migrateDatabase } = await import('@vrmarket/api');
  const { hashPassword } = await import('@vrmarket/api');
  const database = await createDatabase(target);
  await migrateDatabase(database);
  const statements = [
    catalogueSql(SIZE),
    // One hash for every bench account: each sign-in still pays the full scrypt check.
    `update users set password_hash = '${await hashPassword(PASSWORD)}'`,
    'vacuum analyze',
  ];
  for (const statement of statements) {
    if (database.kind === 'pglite') await database.client.exec(statement);
    else await database.client.query(statement);
  }
  await database.close();
  console.log(
    `seeded ${database.kind}: ${SIZE.nfts.toLocaleString('en')} NFTs, ${SIZE.users} users, ` +
      `${SIZE.favourites.toLocaleString('en')} favourites in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

// ─── traffic ───────────────────────────────────────────────────────────────────────────────────

/** The part of autocannon's programmatic api used here (it ships no types). */
type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
type Context = { kind?: Kind; sentAt?: number; like?: string; path?: string };
type Instance = PromiseLike<unknown> & {
  on(event: 'reqError', listener: (error: Error) => void): void;
  stop(): void;
};
const autocannon = require('autocannon') as (options: object) => Instance;

const KINDS = [
  'list',
  'search',
  'detail',
  'history',
  'favourites',
  'like',
  'siwe nonce',
  'password sign-in',
] as const;
type Kind = (typeof KINDS)[number];
/** Shares of the mix, in percent. */
const MIX: [Kind, number][] = [
  ['list', 36],
  ['search', 14],
  ['detail', 20],
  ['history', 10],
  ['favourites', 5],
  ['like', 5],
  ['siwe nonce', 8],
  ['password sign-in', 2],
];
const KEYWORDS = [
  'sunset',
  'villa',
  'dragon',
  'golden lamp',
  'neon',
  'royal tower',
  'quiet',
  'arcade',
  'coral',
];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
/** A visible NFT (the catalogue hides every 33rd). */
const visibleNft = () => {
  const id = between(1, NFTS);
  return id % 33 === 0 ? id + 1 : id;
};

function listPath(): string {
  const query = new URLSearchParams();
  const shape = Math.random();
  const category = pick(TOP_CATEGORIES);
  if (shape < 0.7) query.set('categoryIds', String(category));
  if (shape >= 0.5 && shape < 0.6) query.set('subCategoryIds', String(category * 100 + between(1, 4)));
  if (Math.random() < 0.8) query.set('isSelling', 'true');
  query.set('sorting', String(pick([0, 1, -1])));
  if (Math.random() < 0.2) query.set('currency', pick(['USDT', 'VRA', 'ETH']));
  if (Math.random() < 0.3) query.set('page', String(between(2, 20)));
  return `/api/v1/nft?${query}`;
}

type Tokens = { bearer(): { user: number; authorization: string } };

function nextRequest(kind: Kind, tokens: Tokens, context: Context): Request {
  const headers: Record<string, string> = { ...BROWSER };
  switch (kind) {
    case 'list':
      return { method: 'GET', path: listPath(), headers };
    case 'search': {
      const keyword = Math.random() < 0.2 ? `#${String(visibleNft()).padStart(7, '0')}` : pick(KEYWORDS);
      return { method: 'GET', path: `/api/v1/nft?keyword=${encodeURIComponent(keyword)}`, headers };
    }
    case 'detail':
      return { method: 'GET', path: `/api/v1/nft/${visibleNft()}`, headers };
    case 'history':
      return { method: 'GET', path: `/api/v1/nft/${visibleNft()}/history`, headers };
    case 'favourites':
      return {
        method: 'GET',
        path: '/api/v1/favorite-items?limit=30',
        headers: { ...headers, authorization: tokens.bearer().authorization },
      };
    case 'like': {
      const { user, authorization } = tokens.bearer();
      const nft = visibleNft();
      context.like = `${user}:${nft}`;
      return {
        method: 'POST',
        path: '/api/v1/favorite-items',
        headers: { ...headers, authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ nftId: nft }),
      };
    }
    case 'siwe nonce':
      return {
        method: 'GET',
        path: '/api/v1/auth/siwe/nonce',
        headers: { ...headers, authorization: tokens.bearer().authorization },
      };
    case 'password sign-in':
      return {
        method: 'POST',
        path: '/api/login',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ username: `bench${between(1, SIZE.users)}`, password: PASSWORD }),
      };
  }
}

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'list';
}

/** A non-2xx answer or a request error: when it came and when its request was sent (ms from the start). */
type Failure = { at: number; sent: number; kind: Kind | 'connection'; what: string; sample: string };
type Run = {
  times: number[];
  byKind: Map<Kind, number[]>;
  failures: Failure[];
  /** `user:nft` of every like the api acknowledged (200). */
  likes: Set<string>;
  seconds: number;
};

/**
 * `connections` spread evenly over the apis (a round robin by connection, as a load balancer
 * with keep-alive does), each running the mix for `durationS`; `fault` runs at half time.
 */
async function drive(
  apis: ApiProcess[],
  connections: number,
  durationS: number,
  tokens: Tokens,
  fault?: () => void,
) {
  const run: Run = {
    times: [],
    byKind: new Map(KINDS.map((kind) => [kind, []])),
    failures: [],
    likes: new Set(),
    seconds: durationS,
  };
  const started = performance.now();
  const at = () => performance.now() - started;
  const instances = apis.map((api, index) => {
    const share = Math.floor(connections / apis.length) + (index < connections % apis.length ? 1 : 0);
    const instance = autocannon({
      url: api.url,
      connections: share,
      duration: durationS,
      timeout: TIMEOUT_S,
      requests: [
        {
          setupRequest: (request: Request, context: Context) => {
            const kind = pickKind();
            context.kind = kind;
            context.like = undefined;
            const next = nextRequest(kind, tokens, context);
            context.path = `${next.method} ${next.path}`;
            context.sentAt = performance.now();
            return { ...request, ...next };
          },
          onResponse: (status: number, body: string, context: Context) => {
            const kind = context.kind ?? 'list';
            const ms = performance.now() - (context.sentAt ?? performance.now());
            run.times.push(ms);
            run.byKind.get(kind)?.push(ms);
            if (status >= 400)
              run.failures.push({
                at: at(),
                sent: (context.sentAt ?? started) - started,
                kind,
                what: `${status} ${kind}`,
                sample: `${status} ${context.path}${body.length < 300 ? ` → ${body}` : ''}`,
              });
            else if (context.like) run.likes.add(context.like);
          },
        },
      ],
    });
    instance.on('reqError', (error) =>
      run.failures.push({
        at: at(),
        // A timeout comes TIMEOUT_S after its request was sent.
        sent: at() - (/timed out/.test(error.message) ? TIMEOUT_S * 1000 : 0),
        kind: 'connection',
        what: (error as { code?: string }).code ?? error.message,
        sample: error.message,
      }),
    );
    return instance;
  });
  const faultTimer = fault ? setTimeout(fault, (durationS * 1000) / 2) : undefined;
  await Promise.all(instances);
  clearTimeout(faultTimer);
  return run;
}

// ─── figures ───────────────────────────────────────────────────────────────────────────────────

type Row = {
  scenario: string;
  run: Run;
  /** Errors relative to the fault, in words. */
  errorsSaid: string;
  probe?: ProbeFigures;
  note?: string;
};

/**
 * The failures in words. Timeouts (a request unanswered for TIMEOUT_S: the machine could not keep
 * up) are counted apart from the answers that failed. With the fault's window, each is split into
 * answered before it began, caught by it (sent before it ended), and sent after it ended: the ones
 * that must not exist.
 */
function describeFailures(failures: Failure[], window?: { from: number; to: number }): string {
  if (failures.length === 0) return '0';
  const phases = (list: Failure[]) => {
    if (!window || list.length === 0) return '';
    const before = list.filter((f) => f.at < window.from).length;
    const after = list.filter((f) => f.at >= window.from && f.sent > window.to).length;
    return ` [${before} before the fault, ${list.length - before - after} during, ${after} sent after it]`;
  };
  const timeouts = failures.filter((f) => f.what === 'request timed out');
  const answers = failures.filter((f) => f.what !== 'request timed out');
  const what = new Map<string, number>();
  for (const failure of answers) what.set(failure.what, (what.get(failure.what) ?? 0) + 1);
  const kinds = [...what].map(([name, n]) => `${n}× ${name}`).join(', ');
  // The per-account sign-in limit answers 429 whatever the fault (the bench signs in to a few
  // accounts again and again): its answers are split apart, so the phases show what the fault caused.
  const limited = answers.filter((f) => f.what.startsWith('429 '));
  const others = answers.filter((f) => !f.what.startsWith('429 '));
  const answerPhases =
    window && limited.length > 0 && others.length > 0
      ? `; 429s${phases(limited)}; others${phases(others)}`
      : phases(answers);
  return [
    timeouts.length ? `${timeouts.length} timeouts${phases(timeouts)}` : '',
    answers.length ? `${answers.length} failed answers (${kinds})${answerPhases}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function report(rows: Row[]): void {
  console.log(
    `\n${machineLine()}, shared with other work;` +
      ` catalogue ${SIZE.nfts.toLocaleString('en')} NFTs; lists uncached; accept-encoding br`,
  );
  const num = (n: number, digits = 1) => n.toFixed(digits).padStart(7);
  console.log(
    `\n${pad('scenario', 44)} requests   req/s   p50 ms   p95 ms   p99 ms  p99 ≤ ${TARGET_P99_MS}  loop delay p99/max ms  loop busy  errors`,
  );
  for (const row of rows) {
    const sorted = [...row.run.times].sort((a, b) => a - b);
    const p99 = quantile(sorted, 0.99);
    const probe = row.probe
      ? `${row.probe.delayP99.toFixed(0).padStart(6)} / ${row.probe.delayMax.toFixed(0).padEnd(6)}      ${(row.probe.utilisation * 100).toFixed(0).padStart(4)} %`
      : pad('', 31);
    console.log(
      `${pad(row.scenario, 44)} ${String(sorted.length).padStart(8)} ${num(sorted.length / row.run.seconds, 0)}  ${num(quantile(sorted, 0.5))}  ${num(quantile(sorted, 0.95))}  ${num(p99)}  ${pad(p99 <= TARGET_P99_MS ? 'yes' : 'NO', 8)} ${probe}    ${row.errorsSaid}`,
    );
    if (row.note) console.log(`${pad('', 44)} ${row.note}`);
  }
  const samples = new Map<string, string>();
  for (const row of rows)
    for (const f of row.run.failures) if (!samples.has(f.what)) samples.set(f.what, f.sample);
  if (samples.size > 0) {
    console.log('\na failure of each kind:');
    for (const [what, sample] of samples) console.log(`  ${what}: ${sample}`);
  }
  console.log(`\np95 ms by request kind:`);
  console.log(`${pad('scenario', 44)} ${KINDS.map((kind) => kind.padStart(10)).join(' ')}`);
  for (const row of rows) {
    const cells = KINDS.map((kind) => {
      const sorted = [...(row.run.byKind.get(kind) ?? [])].sort((a, b) => a - b);
      return (sorted.length ? quantile(sorted, 0.95).toFixed(1) : '-').padStart(Math.max(10, kind.length));
    });
    console.log(`${pad(row.scenario, 44)} ${cells.join(' ')}`);
  }
}

// ─── scenarios ─────────────────────────────────────────────────────────────────────────────────

async function makeTokens(): Promise<Tokens> {
  const { createTokenService } = await import('@vrmarket/api');
  const service = createTokenService({ config: { jwtSecret: JWT_SECRET, publicUrl: PUBLIC_URL } });
  const bearers: { user: number; authorization: string }[] = [];
  for (let id = 1; id <= SIGNED_IN_USERS; id++) {
    const { accessToken } = await service.issue({ id, username: `bench${id}` });
    bearers.push({ user: id, authorization: `Bearer ${accessToken}` });
  }
  return { bearer: () => pick(bearers) };
}

/** Each api is probed over the run: event-loop delay and utilisation of the first one. */
async function measured(
  apis: ApiProcess[],
  body: () => Promise<Run>,
): Promise<{ run: Run; probe?: ProbeFigures }> {
  for (const api of apis) api.probe('probe:reset');
  const run = await body();
  const probe = await apis[0]?.read();
  return { run, probe };
}

async function replicated(rows: Row[], tokens: Tokens): Promise<void> {
  const postgres = await startPostgres(work, logDir);
  cleanups.push(postgres.stop);
  const redis = await startRedis(work);
  cleanups.push(redis.stop);
  console.log(`own PostgreSQL at ${postgres.url}, own Redis at ${redis.url}`);
  await seed({ databaseUrl: postgres.url, pgliteDir: 'memory://' });
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'vrmarket-load:',
    // Counted in Redis on every request, never reached.
    RATE_LIMIT_MAX: '1000000',
  };
  const apis = [await startApi('a', env), await startApi('b', env)];
  const alive = () =>
    apis.every((api) => api.child.exitCode === null && api.child.signalCode === null)
      ? ''
      : `api exited: ${apis.filter((api) => api.child.exitCode !== null).map((api) => `${api.name} (${api.child.exitCode ?? api.child.signalCode})`)}`;
  // A short warm-up: prepared statements, JIT, connection pools.
  await drive(apis, 20, 5, tokens);

  if (wanted('steady')) {
    console.log(`steady: ${CONNECTIONS} connections × ${DURATION_S} s…`);
    const { run, probe } = await measured(apis, () => drive(apis, CONNECTIONS, DURATION_S, tokens));
    rows.push({
      scenario: 'PostgreSQL, 2 replicas',
      run,
      probe,
      errorsSaid: describeFailures(run.failures),
      note: alive() || undefined,
    });
  }

  if (wanted('redis')) {
    console.log(`Redis stopped halfway: ${CONNECTIONS} connections × ${DURATION_S} s…`);
    let stoppedAt = 0;
    const startedAt = performance.now();
    const { run, probe } = await measured(apis, () =>
      drive(apis, CONNECTIONS, DURATION_S, tokens, () => {
        stoppedAt = performance.now() - startedAt;
        void redis.stop();
      }),
    );
    const window = { from: stoppedAt, to: DURATION_S * 1000 };
    rows.push({
      scenario: 'PostgreSQL, 2 replicas, Redis stopped halfway',
      run,
      probe,
      errorsSaid: describeFailures(run.failures, run.failures.length ? window : undefined),
      note: alive() || undefined,
    });
    await redis.start();
    // The replicas reconnect within their retry delay (≤ 2 s).
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }

  if (wanted('postgres')) {
    console.log(`PostgreSQL restarted halfway: ${CONNECTIONS} connections × ${DURATION_S} s…`);
    const window = { from: 0, to: 0 };
    let restarted: Promise<void> = Promise.resolve();
    const startedAt = performance.now();
    const { run, probe } = await measured(apis, () =>
      drive(apis, CONNECTIONS, DURATION_S, tokens, () => {
        window.from = performance.now() - startedAt;
        restarted = (async () => {
          await postgres.stop();
          await postgres.start();
          window.to = performance.now() - startedAt;
        })();
      }),
    );
    await restarted;
    // Every like the api acknowledged, before, during and after the restart, is stored.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows: stored } = await client.query<{ key: string }>(
      `select user_id || ':' || nft_id as key from favourites where user_id <= ${SIGNED_IN_USERS}`,
    );
    await client.end();
    const present = new Set(stored.map((row) => row.key));
    const lost = [...run.likes].filter((like) => !present.has(like));
    rows.push({
      scenario: 'PostgreSQL, 2 replicas, PostgreSQL restarted',
      run,
      probe,
      errorsSaid: describeFailures(run.failures, window),
      note:
        `down ${((window.to - window.from) / 1000).toFixed(1)} s from ${(window.from / 1000).toFixed(1)} s; ` +
        `likes acknowledged ${run.likes.size}, stored ${run.likes.size - lost.length}, lost ${lost.length}` +
        (alive() ? `; ${alive()}` : ''),
    });
  }
  for (const api of apis) await api.stop();
  await redis.stop();
  await postgres.stop();
}

async function embedded(rows: Row[], tokens: Tokens): Promise<void> {
  const dataDir = join(work, 'embedded');
  await seed({ databaseUrl: undefined, pgliteDir: join(dataDir, 'pglite') });
  // As `npm start` runs it: development, PGlite in DATA_DIR, no Redis.
  const api = await startApi('embedded', { NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' });
  await drive([api], 5, 5, tokens);
  console.log(`embedded: ${EMBEDDED_CONNECTIONS} connections × ${DURATION_S} s…`);
  const { run, probe } = await measured([api], () => drive([api], EMBEDDED_CONNECTIONS, DURATION_S, tokens));
  rows.push({
    scenario: 'embedded PGlite (npm start), 1 process',
    run,
    probe,
    errorsSaid: describeFailures(run.failures),
    note: probe
      ? `main thread inside PGlite ${(probe.pglite * 100).toFixed(0)} % of the time; api process ${probe.cores.toFixed(2)} cores`
      : undefined,
  });
  await api.stop();
}

async function main(): Promise<void> {
  mkdirSync(logDir, { recursive: true });
  for (const file of readdirSync(logDir)) rmSync(join(logDir, file), { force: true });
  const tokens = await makeTokens();
  const rows: Row[] = [];
  try {
    if (wanted('steady') || wanted('redis') || wanted('postgres')) await replicated(rows, tokens);
    if (wanted('embedded')) await embedded(rows, tokens);
  } finally {
    report(rows);
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

runBench('load', main);
