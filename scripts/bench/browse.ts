/**
 * Browsing at a million NFTs: generates them in a PostgreSQL database of its own (vrmarket_bench,
 * next to DATABASE_URL's; reused when already filled, `--fresh` rebuilds it), starts the api on
 * it in a child process, and loads each browsing endpoint (trait filters and trait counts too) with autocannon (32 connections, 10 s),
 * next to a bare Fastify `GET /hello` as the ceiling. Prints p50/p95/p99, req/s and the ratios to
 * the targets (p95 ≤ 25 ms, throughput ≥ 30 % of bare), the CPU time each request cost the api
 * process and the PostgreSQL backends (steadier than latency on a shared machine), then the EXPLAIN ANALYZE of each
 * scenario's page statement. "· database" rows run with LIST_CACHE_MS=0 (every request reaches
 * PostgreSQL); "· cache" rows with the default (visitors' answers, and the signed-in user's own
 * favourites, kept 2 s as finished bytes). Requests say `Accept-Encoding: gzip, deflate, br` as
 * browsers do (brotli answers); `--identity` leaves it out (uncompressed JSON, ~7× the bytes);
 * `--explain` prints only the EXPLAIN ANALYZEs; `--only=<text>` runs the scenarios whose name holds
 * the text (`--only=trait`). BENCH_DB names the database (default vrmarket_bench).
 * A benchmark: it never fails the build.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/bench/browse.ts [--fresh] [--identity] [--explain] [--only=trait]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { catalogueSql, TOP_CATEGORIES } from './_catalogue.ts';
import { cpuSnapshot, databaseUrl, type Figures, load as loadPaths, TARGET_P95_MS } from './lib/load.ts';

const NFT_COUNT = 1_000_000;
const USERS = 1_000;
const COLLECTIONS = 5_000;
const FAVOURITES = 200_000;
const SALES = 50_000;
/** BENCH_DB names another database (an engineer's own on a shared server). */
const BENCH_DB = process.env.BENCH_DB ?? 'vrmarket_bench';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret!';
const TARGET_SHARE_OF_BARE = 0.3;
/** What Chromium sends. */
const BROWSER_HEADERS: Record<string, string> = process.argv.includes('--identity')
  ? {}
  : { 'accept-encoding': 'gzip, deflate, br' };
const self = fileURLToPath(import.meta.url);
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

const benchUrl = (adminUrl: string) => databaseUrl(adminUrl, BENCH_DB);

/** Creates and fills the bench database unless it already holds the million NFTs. */
async function prepare(adminUrl: string, fresh: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (fresh) await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
  if (exists.rowCount === 0) await admin.query(`create database ${BENCH_DB}`);
  await admin.end();

  const { createDatabase, migrateDatabase } = await import('@vrmarket/api');
  const database = await createDatabase({ databaseUrl: benchUrl(adminUrl), pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await database.close();

  const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from nfts');
  if (rows[0].n >= NFT_COUNT) {
    console.log(`reusing ${BENCH_DB} (${rows[0].n} NFTs); --fresh rebuilds it`);
    await client.end();
    return;
  }
  const started = Date.now();
  console.log(`generating ${NFT_COUNT.toLocaleString('en')} NFTs in ${BENCH_DB}…`);
  await client.query(
    catalogueSql({
      nfts: NFT_COUNT,
      users: USERS,
      collections: COLLECTIONS,
      favourites: FAVOURITES,
      sales: SALES,
    }),
  );
  await client.query('vacuum analyze');
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await client.end();
}

/** The child process: the api twice (visitor lists cached as configured, and never cached) and a bare Fastify. */
async function serve(adminUrl: string, apiPort: number, barePort: number): Promise<void> {
  const { buildApp, createComponents, loadConfig } = await import('@vrmarket/api');
  const Fastify = (await import('fastify')).default;
  const start = async (port: number, listCacheMs?: string) => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: benchUrl(adminUrl),
      JWT_SECRET,
      OIDC_CLIENT_SECRET: 'bench-oidc-secret',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/vrmarket-bench-data',
      ...(listCacheMs === undefined ? {} : { LIST_CACHE_MS: listCacheMs }),
    });
    const app = buildApp(await createComponents(config));
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  };
  const cached = await start(apiPort);
  const uncached = await start(apiPort + 2, '0');
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  // This process's CPU time (api and bare alike), read around each load.
  bare.get('/cpu', async () => {
    const usage = process.cpuUsage();
    return { micros: usage.user + usage.system };
  });
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    void Promise.all([cached.close(), uncached.close(), bare.close()]).finally(() => process.exit(0));
  });
  process.send?.('ready');
}

/** Browser-like requests: the accept-encoding Chromium sends unless --identity. */
const load = (
  probe: Parameters<typeof loadPaths>[0],
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
) => loadPaths(probe, name, url, paths, { ...BROWSER_HEADERS, ...headers });

const perCategory = (query: string) => TOP_CATEGORIES.map((id) => `/api/v1/nft?categoryIds=${id}&${query}`);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
/** Each browsing scenario: its name and the paths it spreads its requests over. */
const allScenarios: [string, string[]][] = [
  ['marketplace (category + selling, recent)', perCategory('isSelling=true&sorting=0')],
  ['price ascending', perCategory('isSelling=true&sorting=1')],
  [
    'keyword search',
    ['sunset', 'villa', 'dragon', '#0004242', 'golden lamp'].map(
      (keyword) => `/api/v1/nft?keyword=${encodeURIComponent(keyword)}`,
    ),
  ],
  ['page 500', perCategory('isSelling=true&page=500')],
  [
    'trending',
    ['/api/v1/nft/nft-trending/list?limit=8', '/api/v1/nft/nft-trending/list?limit=8&categoryIds=54'],
  ],
  // Trait filters (issue 19) over the seeded traits (TRAITS_SQL).
  ['trait Rarity:Rare (category + selling)', perCategory('isSelling=true&trait=Rarity:Rare')],
  [
    'trait Rarity:Legendary (1 %), price ascending',
    perCategory('isSelling=true&sorting=1&trait=Rarity:Legendary'),
  ],
  [
    'traits Color Red|Blue AND Material:Glass',
    perCategory('trait=Color:Red&trait=Color:Blue&trait=Material:Glass'),
  ],
  [
    'trait Legendary AND Gold AND Bone (few rows)',
    perCategory('trait=Rarity:Legendary&trait=Color:Gold&trait=Material:Bone'),
  ],
  ['trait counts of a category', TOP_CATEGORIES.map((id) => `/api/v1/traits?categoryId=${id}`)],
  ['trait counts of a collection', [5, 70, 700, 3500, 4999].map((id) => `/api/v1/traits?collectionId=${id}`)],
];
const scenarios = only ? allScenarios.filter(([name]) => name.includes(only)) : allScenarios;
/** The signed-in favourites rows run with every scenario, or alone with `--only=favourites`. */
const withFavourites = !only || 'favourites (signed in)'.includes(only);

async function measure(adminUrl: string): Promise<void> {
  const apiPort = 3290;
  const barePort = 3291;
  const child: ChildProcess = spawn(tsx, [self, '--serve', String(apiPort), String(barePort)], {
    env: { ...process.env, DATABASE_URL: adminUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const started = await Promise.race([
      once(child, 'message').then(() => true),
      once(child, 'exit').then(() => false),
    ]);
    if (!started) throw new Error('the api did not start on the bench database');
    const { createTokenService } = await import('../../packages/api/src/modules/auth/tokens.ts');
    const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
    await client.connect();
    const fan = await client.query(
      'select user_id, u.username from favourites f join users u on u.id = f.user_id group by 1, 2 order by count(*) desc limit 1',
    );
    await client.end();
    const tokens = createTokenService({
      config: { jwtSecret: JWT_SECRET, publicUrl: 'http://localhost:3000' },
    });
    const { accessToken } = await tokens.issue({
      id: Number(fan.rows[0].user_id),
      username: fan.rows[0].username,
    });
    const cachedApi = `http://127.0.0.1:${apiPort}`;
    const databaseApi = `http://127.0.0.1:${apiPort + 2}`;

    const admin = new pg.Client({ connectionString: benchUrl(adminUrl) });
    await admin.connect();
    const probe = () => cpuSnapshot(admin, `http://127.0.0.1:${barePort}/cpu`, BENCH_DB);
    const bare = await load(probe, 'bare GET /hello', `http://127.0.0.1:${barePort}`, ['/hello']);
    const rows = [bare];
    const favourites = (api: string, name: string) =>
      load(probe, `favourites (signed in) · ${name}`, api, ['/api/v1/favorite-items?limit=30'], {
        authorization: `Bearer ${accessToken}`,
      });
    // Each path once, then a pause: what the api reads in the background on first use (the title
    // sample of keyword searches) is in before the loads, as it is in a process that has run a while.
    for (const [, paths] of scenarios)
      for (const path of paths)
        for (const api of [databaseApi, cachedApi])
          await fetch(`${api}${path}`, { headers: BROWSER_HEADERS });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const [name, paths] of scenarios)
      rows.push(await load(probe, `${name} · database`, databaseApi, paths));
    if (withFavourites) rows.push(await favourites(databaseApi, 'database'));
    for (const [name, paths] of scenarios)
      rows.push(await load(probe, `${name} · visitor cache 2 s`, cachedApi, paths));
    if (withFavourites) rows.push(await favourites(cachedApi, 'own cache 2 s'));
    await admin.end();
    report(rows, bare.rps);
  } finally {
    child.kill('SIGTERM');
  }
  await explainScenarios(adminUrl);
}

/**
 * EXPLAIN ANALYZE of each scenario's page statement, as the api sends it: its SQL is caught from
 * the list service itself, prepared, and run six times first, so the plan shown is the one a
 * prepared statement settles on (a named one always has the generic plan, as on the api's
 * generic-plan connections; an unnamed one is planned for its values).
 */
async function explainScenarios(adminUrl: string): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../../packages/api/src/db/schema/index.ts');
  const { createNftService } = await import('../../packages/api/src/modules/nfts/service.ts');
  const { nftListQuery, searchParamsToRecord, trendingListQuery } = await import('@vrmarket/domain');
  const pool = new pg.Pool({ connectionString: benchUrl(adminUrl), max: 1 });
  const statements: { text: string; params: unknown[]; name?: string }[] = [];
  // Every statement the service sends, Drizzle's and the page statement's own (sent on the pool).
  const send = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((first: unknown, ...rest: unknown[]) => {
    if (typeof first === 'string') statements.push({ text: first, params: (rest[0] as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[]; name?: string };
      statements.push({ text: config.text, params: config.values ?? [], name: config.name });
    }
    return send(first, ...rest);
  }) as typeof pool.query;
  const db = drizzle({ client: pool, schema });
  const nfts = createNftService({ db });
  // A connection of its own: the service's queries use the pool.
  const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
  await client.connect();
  try {
    for (const [name, paths] of scenarios) {
      const url = new URL(paths[0] ?? '/', 'http://bench');
      if (url.pathname === '/api/v1/traits') continue;
      const query = searchParamsToRecord(url.searchParams);
      statements.length = 0;
      if (url.pathname.endsWith('/nft-trending/list')) await nfts.trending(trendingListQuery.parse(query));
      else await nfts.list(nftListQuery.parse(query));
      const page = statements.find((statement) => statement.text.includes('"nfts"."id" in'));
      if (!page) continue;
      const values = page.params.map((value) => client.escapeLiteral(String(value))).join(', ');
      // Named statements run on the api's generic-plan connections (database.ts).
      await client.query(`set plan_cache_mode = ${page.name ? 'force_generic_plan' : 'auto'}`);
      await client.query(`prepare bench_explain as ${page.text}`);
      const run = `execute bench_explain${values ? `(${values})` : ''}`;
      // An unprepared statement (a trait or keyword filter) is planned for its values each time:
      // three runs keep it on custom plans (a generic plan comes after five).
      for (let i = 0; i < (page.name ? 6 : 3); i++) await client.query(run);
      const { rows } = await client.query(`explain (analyze, buffers) ${run}`);
      await client.query('deallocate bench_explain');
      console.log(`\nEXPLAIN ANALYZE · ${name} · ${url.pathname}${url.search}`);
      for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
    await pool.end();
  }
}

function report(rows: Figures[], bareRps: number): void {
  const [one, five] = loadavg();
  console.log(
    `\nmachine: ${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) ${five?.toFixed(1)} (5 min); ` +
      `accept-encoding: ${BROWSER_HEADERS['accept-encoding'] ?? 'none'}`,
  );
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (n: number, digits = 1) => n.toFixed(digits).padStart(7);
  console.log(
    `\n${pad('scenario', 52)}   p50 ms   p95 ms   p99 ms     req/s  % of bare  p95 ≤ ${TARGET_P95_MS} ms  ≥ ${TARGET_SHARE_OF_BARE * 100}% bare  errors  CPU ms/req: api    db`,
  );
  for (const row of rows) {
    const share = row.rps / bareRps;
    const p95ok = row.p95 <= TARGET_P95_MS ? 'yes' : 'NO';
    const shareOk = share >= TARGET_SHARE_OF_BARE ? 'yes' : 'NO';
    console.log(
      `${pad(row.name, 52)}  ${num(row.p50)}  ${num(row.p95)}  ${num(row.p99)}  ${num(row.rps, 0).padStart(8)}  ${num(share * 100, 1)} %  ${pad(p95ok, 12)}  ${pad(shareOk, 12)}  ${String(row.errors).padEnd(6)}  ${num(row.apiCpu, 2)}  ${num(row.dbCpu, 2)}`,
    );
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (process.argv[2] === '--serve') {
    await serve(adminUrl!, Number(process.argv[3]), Number(process.argv[4]));
    return;
  }
  if (!adminUrl?.startsWith('postgres')) {
    console.log(
      'browse bench skipped: set DATABASE_URL to a PostgreSQL server (a database of its own is created there)',
    );
    return;
  }
  await prepare(adminUrl, process.argv.includes('--fresh'));
  if (process.argv.includes('--explain')) await explainScenarios(adminUrl);
  else await measure(adminUrl);
}

if (process.argv[2] === '--serve') {
  main().catch((error: unknown) => {
    console.log(`browse bench server failed: ${(error as Error).stack ?? error}`);
    process.exit(1);
  });
} else {
  main()
    .catch((error: unknown) => {
      console.log(`browse bench could not finish: ${(error as Error).stack ?? error}`);
    })
    // A benchmark reports; it never fails the build (and open connections must not keep it alive).
    .finally(() => process.exit(0));
}
