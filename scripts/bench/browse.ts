/**
 * Browsing at a million NFTs: generates them in a PostgreSQL database of its own (vrmarket_bench,
 * next to DATABASE_URL's; reused when already filled, `--fresh` rebuilds it), starts the api on
 * it in a child process, and loads each browsing endpoint (trait filters and trait counts too) with
 * autocannon (32 connections, 10 s), next to a bare Fastify `GET /hello` as the ceiling. Prints
 * p50/p95/p99, req/s and the ratios to the targets (p95 ≤ 25 ms, throughput ≥ 30 % of bare), the
 * CPU time each request cost the api process and the PostgreSQL backends (steadier than latency on
 * a shared machine), then the EXPLAIN ANALYZE of each scenario's page statement.
 *
 * "· database" rows run with LIST_CACHE_MS=0 (every request reaches PostgreSQL); each is followed,
 * in the same run, by its floor (lib/floor-server.ts, a process of its own): a bare Fastify handler
 * that runs the statements the api ran for each of the row's paths (caught from the api itself,
 * lib/capture.ts) through pg and sends the same JSON with the same compression, loaded the same
 * way. The api row prints its CPU per request as a ratio to the floor's (goal ≤ 1.5×): latency at
 * 32 connections on a shared machine measures the queue for a core; the ratio measures our code.
 * "· cache" rows run with the default (visitors' answers, and the signed-in user's own favourites,
 * kept 2 s as finished bytes).
 *
 * Requests say `Accept-Encoding: gzip, deflate, br` as browsers do (brotli answers); `--identity`
 * leaves it out (uncompressed JSON, ~7× the bytes); `--explain` prints only the EXPLAIN ANALYZEs;
 * `--only=<text>` runs the scenarios whose name holds the text (`--only=trait`); `--no-floor`
 * leaves the floors out; `--no-cache` the "· cache" rows. BENCH_DB names the database (default
 * vrmarket_bench). A benchmark: it never fails the build.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/bench/browse.ts [--fresh] [--identity] [--explain] [--only=trait] [--no-floor] [--no-cache]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { catalogueSql, TOP_CATEGORIES } from './_catalogue.ts';
import { type Capture, captureAnswer } from './lib/capture.ts';
import {
  BENCH_JWT_SECRET,
  bareServer,
  benchApi,
  type Column,
  databaseUrl,
  flagValue,
  hasFlag,
  isServerChild,
  machineLine,
  num,
  openBenchDatabase,
  postgresAdminUrl,
  printTable,
  runBench,
  runServer,
  serveArgs,
  serving,
  startServerChild,
} from './lib/harness.ts';
import { cpuSnapshot, type Figures, load as loadPaths, TARGET_P95_MS } from './lib/load.ts';

const NFT_COUNT = 1_000_000;
const USERS = 1_000;
const COLLECTIONS = 5_000;
const FAVOURITES = 200_000;
const SALES = 50_000;
/** BENCH_DB names another database (an engineer's own on a shared server). */
const BENCH_DB = process.env.BENCH_DB ?? 'vrmarket_bench';
const TARGET_SHARE_OF_BARE = 0.3;
/** The api's CPU per request at most this many times the floor's. */
const TARGET_FLOOR_RATIO = 1.5;
/** What Chromium sends. */
const BROWSER_HEADERS: Record<string, string> = hasFlag('identity')
  ? {}
  : { 'accept-encoding': 'gzip, deflate, br' };
const self = fileURLToPath(import.meta.url);
const floorServer = fileURLToPath(new URL('./lib/floor-server.ts', import.meta.url));

const benchUrl = (adminUrl: string) => databaseUrl(adminUrl, BENCH_DB);

/** Creates and fills the bench database unless it already holds the million NFTs. */
async function prepare(adminUrl: string, fresh: boolean): Promise<void> {
  await openBenchDatabase(adminUrl, BENCH_DB, fresh);
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
async function serve(): Promise<void> {
  const [apiPort, barePort] = serveArgs().map(Number) as [number, number];
  const url = benchUrl(process.env.DATABASE_URL!);
  const cached = await benchApi(url);
  await cached.listen({ port: apiPort, host: '127.0.0.1' });
  const uncached = await benchApi(url, { LIST_CACHE_MS: '0' });
  await uncached.listen({ port: apiPort + 2, host: '127.0.0.1' });
  const bare = await bareServer();
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  serving([cached, uncached, bare]);
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
const only = flagValue('only');
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
const withFloors = !hasFlag('no-floor');
const withCache = !hasFlag('no-cache');

const FAVOURITES_PATH = '/api/v1/favorite-items?limit=30';

/** A bearer token of the user with the most favourites (the signed-in rows). */
async function fanToken(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
  await client.connect();
  const fan = await client.query(
    'select user_id, u.username from favourites f join users u on u.id = f.user_id group by 1, 2 order by count(*) desc limit 1',
  );
  await client.end();
  const { createTokenService } = await import('@vrmarket/api');
  const tokens = createTokenService({
    config: { jwtSecret: BENCH_JWT_SECRET, publicUrl: 'http://localhost:3000' },
  });
  const { accessToken } = await tokens.issue({
    id: Number(fan.rows[0].user_id),
    username: fan.rows[0].username,
  });
  return accessToken;
}

/**
 * What the uncached api sends for each path (statements and answer), from an api built in this
 * process: each path answered once (what the api reads in the background on first use, such as
 * the title sample of keyword searches, is then in), and caught on the second answer.
 */
async function captureScenarios(adminUrl: string, requests: [string, Record<string, string>][]) {
  const app = await benchApi(benchUrl(adminUrl), { LIST_CACHE_MS: '0' });
  await app.ready();
  try {
    for (const [path, headers] of requests) await app.inject({ method: 'GET', url: path, headers });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const captures: Capture[] = [];
    for (const [path, headers] of requests) captures.push(await captureAnswer(app, path, headers));
    return captures;
  } finally {
    await app.close();
  }
}

/** A row of the table: an api row with its floor's figures, or a floor's own row. */
type Row = Figures & { floorOf?: Figures; isFloor?: boolean };

async function measure(adminUrl: string): Promise<Capture[]> {
  const apiPort = 3290;
  const barePort = 3291;
  const floorPort = 3293;
  const accessToken = await fanToken(adminUrl);
  const signedIn = { authorization: `Bearer ${accessToken}` };
  const requests: [string, Record<string, string>][] = scenarios.flatMap(([, paths]) =>
    paths.map((path): [string, Record<string, string>] => [path, {}]),
  );
  if (withFavourites) requests.push([FAVOURITES_PATH, signedIn]);
  const captures = await captureScenarios(adminUrl, requests);
  const capturesDir = mkdtempSync(join(tmpdir(), 'vrmarket-bench-floor-'));
  const capturesFile = join(capturesDir, 'captures.json');
  writeFileSync(capturesFile, JSON.stringify(captures));

  const api = await startServerChild(self, [String(apiPort), String(barePort)], { DATABASE_URL: adminUrl });
  const floor = withFloors
    ? await startServerChild(floorServer, [String(floorPort), benchUrl(adminUrl), capturesFile])
    : undefined;
  const admin = new pg.Client({ connectionString: benchUrl(adminUrl) });
  try {
    const cachedApi = `http://127.0.0.1:${apiPort}`;
    const databaseApi = `http://127.0.0.1:${apiPort + 2}`;
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    await admin.connect();
    const probe = () => cpuSnapshot(admin, `http://127.0.0.1:${barePort}/cpu`, BENCH_DB);
    const floorProbe = () => cpuSnapshot(admin, `${floorUrl}/cpu`, BENCH_DB);
    const bare = await load(probe, 'bare GET /hello', `http://127.0.0.1:${barePort}`, ['/hello']);
    const rows: Row[] = [bare];
    // Each path once, then a pause: what the api reads in the background on first use (the title
    // sample of keyword searches) is in before the loads, as it is in a process that has run a while.
    const targets = [databaseApi, ...(withCache ? [cachedApi] : []), ...(floor ? [floorUrl] : [])];
    for (const [path, headers] of requests)
      for (const target of targets)
        await fetch(`${target}${path}`, { headers: { ...BROWSER_HEADERS, ...headers } });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    /** The uncached api's row, then its floor's right after: the same machine for both. */
    const withFloor = async (name: string, paths: string[], headers: Record<string, string> = {}) => {
      const row: Row = await load(probe, `${name} · database`, databaseApi, paths, headers);
      rows.push(row);
      if (!floor) return;
      row.floorOf = await load(floorProbe, '  floor: pg + the same bytes', floorUrl, paths, headers);
      rows.push({ ...row.floorOf, isFloor: true });
    };
    for (const [name, paths] of scenarios) await withFloor(name, paths);
    if (withFavourites) await withFloor('favourites (signed in)', [FAVOURITES_PATH], signedIn);
    if (withCache) {
      for (const [name, paths] of scenarios)
        rows.push(await load(probe, `${name} · visitor cache 2 s`, cachedApi, paths));
      if (withFavourites)
        rows.push(
          await load(probe, 'favourites (signed in) · own cache 2 s', cachedApi, [FAVOURITES_PATH], signedIn),
        );
    }
    report(rows, bare.rps);
  } finally {
    await admin.end().catch(() => {});
    api.stop();
    floor?.stop();
    rmSync(capturesDir, { recursive: true, force: true });
  }
  return captures;
}

/**
 * EXPLAIN ANALYZE of each scenario's page statement, as the api sends it (caught from the api
 * itself, lib/capture.ts): prepared, and run six times first, so the plan shown is the one a
 * prepared statement settles on (a named one always has the generic plan, as on the api's
 * generic-plan connections; an unnamed one is planned for its values).
 */
async function explainScenarios(adminUrl: string, captured?: Capture[]): Promise<void> {
  const captures =
    captured ??
    (await captureScenarios(
      adminUrl,
      scenarios.map(([, paths]) => [paths[0] ?? '/', {}]),
    ));
  const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
  await client.connect();
  try {
    for (const [name, paths] of scenarios) {
      const capture = captures.find((each) => each.path === paths[0]);
      const page = capture?.statements.find((statement) => statement.text.includes('"nfts"."id" in'));
      if (!page) continue;
      const values = page.values
        .map((value) => (value === null ? 'NULL' : client.escapeLiteral(value)))
        .join(', ');
      // Named statements run on the api's generic-plan connections (database.ts).
      await client.query(`set plan_cache_mode = ${page.name ? 'force_generic_plan' : 'auto'}`);
      await client.query(`prepare bench_explain as ${page.text}`);
      const run = `execute bench_explain${values ? `(${values})` : ''}`;
      // An unprepared statement (a trait or keyword filter) is planned for its values each time:
      // three runs keep it on custom plans (a generic plan comes after five).
      for (let i = 0; i < (page.name ? 6 : 3); i++) await client.query(run);
      const { rows } = await client.query(`explain (analyze, buffers) ${run}`);
      await client.query('deallocate bench_explain');
      const url = new URL(paths[0]!, 'http://bench');
      console.log(`\nEXPLAIN ANALYZE · ${name} · ${url.pathname}${url.search}`);
      for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

function report(rows: Row[], bareRps: number): void {
  console.log(`\n${machineLine()}; accept-encoding: ${BROWSER_HEADERS['accept-encoding'] ?? 'none'}`);
  const columns: Column<Row>[] = [
    { title: 'scenario'.padEnd(64), cell: (row) => row.name },
    { title: ' p50 ms', cell: (row) => num(row.p50) },
    { title: ' p95 ms', cell: (row) => num(row.p95) },
    { title: ' p99 ms', cell: (row) => num(row.p99) },
    { title: '   req/s', cell: (row) => num(row.rps, 0).padStart(8) },
    { title: '% of bare', cell: (row) => `${num((row.rps / bareRps) * 100)} %` },
    // The targets are the api's: a floor's row has none.
    {
      title: `p95 ≤ ${TARGET_P95_MS} ms`,
      cell: (row) => (row.isFloor ? '' : row.p95 <= TARGET_P95_MS ? 'yes' : 'NO'),
    },
    {
      title: `≥ ${TARGET_SHARE_OF_BARE * 100}% bare`,
      cell: (row) => (row.isFloor ? '' : row.rps / bareRps >= TARGET_SHARE_OF_BARE ? 'yes' : 'NO'),
    },
    { title: 'errors', cell: (row) => String(row.errors) },
    { title: 'CPU ms/req: api', cell: (row) => num(row.apiCpu, 2).padStart(15) },
    { title: '     db', cell: (row) => num(row.dbCpu, 2) },
    {
      title: `api ÷ floor ≤ ${TARGET_FLOOR_RATIO}×`,
      cell: (row) => {
        if (!row.floorOf) return '';
        const ratio = row.apiCpu / row.floorOf.apiCpu;
        return `${ratio.toFixed(2).padStart(6)}×  ${ratio <= TARGET_FLOOR_RATIO ? 'yes' : 'NO'}`;
      },
    },
  ];
  printTable(columns, rows);
}

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl('browse', 'a database of its own is created there');
  if (!adminUrl) return;
  await prepare(adminUrl, hasFlag('fresh'));
  if (hasFlag('explain')) await explainScenarios(adminUrl);
  else await explainScenarios(adminUrl, await measure(adminUrl));
}

if (isServerChild()) runServer('browse', serve);
else runBench('browse', main);
