/**
 * Collection stats and rankings at 1,000,000 NFTs, 10,000 collections and 200,000 sales: fills a
 * throw-away PostgreSQL database next to DATABASE_URL's (set-based generate_series, collections of
 * skewed sizes: the largest holds ~1 % of the NFTs), builds the stats projection with the api's own
 * recompute, starts the api on it in a child process with the response cache off
 * (LIST_CACHE_MS=0) and loads each collection endpoint with autocannon (32 connections, 10 s),
 * next to a bare Fastify `GET /hello` as the ceiling. Prints p50/p95/p99, req/s and the ratio to
 * the target (p95 ≤ 25 ms), then the EXPLAIN ANALYZE of each statement the endpoints send and of
 * the ranking queries (recomputed once a minute in the background). The database is dropped at the
 * end unless `--keep` (`--reuse` measures a kept one again); `--scale=0.1` runs a tenth of the data (100k NFTs, 1k collections, 20k
 * sales); `--plans` prints the whole plans; BENCH_DB names the database. A benchmark: it never fails the build.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/bench/collections.ts [--scale=0.1] [--keep] [--reuse] [--plans]
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { captureAnswer } from './lib/capture.ts';
import {
  bareServer,
  benchApi,
  type Column,
  databaseUrl,
  dropBenchDatabase,
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
import {
  CONNECTIONS,
  cpuSnapshot,
  DURATION_S,
  type Figures,
  load as loadPaths,
  TARGET_P95_MS,
} from './lib/load.ts';

const scaleArg = flagValue('scale');
const SCALE = scaleArg ? Math.min(1, Math.max(0.001, Number(scaleArg) || 1)) : 1;
const NFT_COUNT = Math.round(1_000_000 * SCALE);
const COLLECTIONS = Math.round(10_000 * SCALE);
const SALES = Math.round(200_000 * SCALE);
const USERS = 1_000;
const CATEGORIES = [50, 51, 52, 53];
const BENCH_DB = process.env.BENCH_DB ?? `vrmarket_bench_collections_${String(SCALE).replace('.', '_')}`;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const self = fileURLToPath(import.meta.url);

const benchUrl = (adminUrl: string) => databaseUrl(adminUrl, BENCH_DB);

/**
 * NFT i's collection: 4 in 5 NFTs are in one, `1 + floor(C · r²)` for a hash r in [0, 1), so low
 * ids are the big collections (collection 1 holds ~0.8 % of the NFTs) and the tail holds dozens.
 */
const collectionOf = (i: string) =>
  `case when ${i} % 5 <> 0 then 1 + floor(${COLLECTIONS} * power(((${i}::bigint * 2654435761) % 1000003) / 1000003.0, 2))::bigint end`;

/** One statement per table, generate_series throughout. */
const GENERATE_SQL = `
insert into categories (id, name, title, "order")
  select id, 'category' || id, 'Category ' || id, id from unnest(array[${CATEGORIES}]) as id
  on conflict do nothing;
insert into users (id, username, public_key) overriding system value
  select i, 'bench' || i, '0x' || lpad(to_hex(i), 40, '0') from generate_series(1, ${USERS}) as i;
insert into collections (id, collection_name, creator_address, description, cover, avatar, created_at) overriding system value
  select i, 'Collection ' || i, '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'), 'A bench collection',
    '/api/media/' || md5(i::text) || '.png', '/api/media/' || md5((-i)::text) || '.png',
    now() - make_interval(secs => i)
  from generate_series(1, ${COLLECTIONS}) as i;
insert into nfts (id, title, category_id, collection_id, token_id, contract_address, owner_address, seller,
  currency, current_price, minting_price, purchase_status, onchain, is_verified, is_show, metadata, components,
  created_at, listed_at) overriding system value
select i, 'Bench item ' || i, (array[${CATEGORIES}])[1 + i % ${CATEGORIES.length}], ${collectionOf('i')},
  i, '0x00000000000000000000000000000000000000aa',
  '0x' || lpad(to_hex(1 + (i * 7) % ${USERS}), 40, '0'), '0x' || lpad(to_hex(1 + (i * 7) % ${USERS}), 40, '0'),
  (array['USDT','USDT','USDT','USDT','USDT','USDT','VRA','VRA','BIVE','ETH'])[1 + (i / 3) % 10],
  case when s.status = 1 then 1 + (i::bigint * 7919) % 2500 end, 1 + (i::bigint * 104729) % 2000,
  s.status, true, true, i % 33 <> 0,
  jsonb_build_object('image', '/api/media/' || md5(i::text) || '.png'),
  jsonb_build_object('customTitle', 'Item ' || i, 'mediaType', 'image/png'),
  t.listed - interval '1 hour', case when s.status = 1 then t.listed end
from generate_series(1, ${NFT_COUNT}) as i
cross join lateral (select (array[1,1,1,3,3,3,3,3,3,3])[1 + (i * 31) % 10] as status) s
cross join lateral (select now() - make_interval(secs => (i * 2654435761::bigint) % 5184000) as listed) t;
-- Sales of NFTs in collections (over the last 60 days), a BUY activity for each, a LISTING before
-- it, and a transfer for every other one.
create temporary table bench_sales as
  select i, n.id as nft_id, n.collection_id,
    (array['USDT','USDT','USDT','USDT','USDT','USDT','VRA','VRA','BIVE','ETH'])[1 + (i / 7) % 10] as currency,
    1 + (i::bigint * 7919) % 900 as price,
    now() - make_interval(secs => (i * 16807::bigint) % 5184000) as at
  from generate_series(1, ${SALES}) as i
  join nfts n on n.id = ((i * 48271::bigint) % ${Math.floor(NFT_COUNT / 5)}) * 5 + 1 + i % 4;
insert into sale_history (nft_id, from_address, to_address, price, currency, created_at)
  select nft_id, '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'), '0x' || lpad(to_hex(1 + (i * 3) % ${USERS}), 40, '0'),
    price, currency, at from bench_sales;
insert into activities (type, token_id, nft_id, price, currency, from_address, to_address, created_at)
  select 'BUY', nft_id, nft_id, price, currency, '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'),
    '0x' || lpad(to_hex(1 + (i * 3) % ${USERS}), 40, '0'), at from bench_sales
  union all
  select 'LISTING', nft_id, nft_id, price, currency, '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'),
    '0x00000000000000000000000000000000000000bb', at - interval '1 day' from bench_sales
  union all
  select 'TRANSFER', nft_id, nft_id, null, null, '0x' || lpad(to_hex(1 + (i * 3) % ${USERS}), 40, '0'),
    '0x' || lpad(to_hex(1 + (i * 5) % ${USERS}), 40, '0'), at + interval '1 day' from bench_sales where i % 2 = 0;
select setval(pg_get_serial_sequence('nfts', 'id'), ${NFT_COUNT});
select setval(pg_get_serial_sequence('users', 'id'), ${USERS});
select setval(pg_get_serial_sequence('collections', 'id'), ${COLLECTIONS});
`;

/** Creates and fills the throw-away database, then builds the stats projection the api's way. */
async function prepare(adminUrl: string): Promise<void> {
  await openBenchDatabase(adminUrl, BENCH_DB, true);
  const { createDatabase, recomputeCollectionStats } = await import('@vrmarket/api');
  const database = await createDatabase({ databaseUrl: benchUrl(adminUrl), pgliteDir: 'memory://' });
  let started = Date.now();
  console.log(
    `generating ${NFT_COUNT.toLocaleString('en')} NFTs, ${COLLECTIONS.toLocaleString('en')} collections, ` +
      `${SALES.toLocaleString('en')} sales in ${BENCH_DB}…`,
  );
  const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
  await client.connect();
  await client.query(GENERATE_SQL);
  await client.query('vacuum analyze');
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  started = Date.now();
  const ids = Array.from({ length: COLLECTIONS }, (_, i) => i + 1);
  for (let i = 0; i < ids.length; i += 1000) {
    await database.db.transaction((tx) => recomputeCollectionStats(tx, ids.slice(i, i + 1000)));
  }
  await client.query('vacuum analyze collection_stats, collection_volume_daily');
  const { rows } = await client.query(
    `select (select count(*)::int from collection_volume_daily) as buckets,
            (select max(c)::int from (select count(*) as c from nfts where collection_id is not null group by collection_id) x) as largest,
            (select percentile_disc(0.5) within group (order by c)::int from (select count(*) as c from nfts where collection_id is not null group by collection_id) x) as median`,
  );
  console.log(
    `stats projection of every collection recomputed in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${rows[0].buckets.toLocaleString('en')} daily volume rows; collection sizes: largest ${rows[0].largest}, median ${rows[0].median})`,
  );
  await client.end();
  await database.close();
}

/** The child process: the api with the response cache off, and a bare Fastify. */
async function serve(): Promise<void> {
  const [apiPort, barePort] = serveArgs().map(Number) as [number, number];
  const api = await benchApi(benchUrl(process.env.DATABASE_URL!), { LIST_CACHE_MS: '0' });
  await api.listen({ port: apiPort, host: '127.0.0.1' });
  const bare = await bareServer();
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  serving([api, bare]);
}

const load = (probe: Parameters<typeof loadPaths>[0], name: string, url: string, paths: string[]) =>
  loadPaths(probe, name, url, paths, BROWSER_HEADERS);

/** Collections the requests spread over: the largest ones, middling ones and the small tail. */
const sample = () => {
  const ids = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 9999];
  return ids.filter((id) => id <= COLLECTIONS);
};

const scenarios = (): [string, string[]][] => [
  ['collection detail + stats', sample().map((id) => `/api/v1/collections/${id}/details`)],
  ['top collections · 24h', ['/api/v1/collections/top-collections?period=24h']],
  ['top collections · 7d', ['/api/v1/collections/top-collections?period=7d']],
  ['top collections · 30d', ['/api/v1/collections/top-collections?period=30d']],
  [
    'top collections · pages 1–5 of 7d, 12 a page',
    [1, 2, 3, 4, 5].map((page) => `/api/v1/collections/top-collections?period=7d&limit=12&page=${page}`),
  ],
  ['collection activity · page 1', sample().map((id) => `/api/v1/collections/${id}/activity`)],
  ['collection activity · page 20', sample().map((id) => `/api/v1/collections/${id}/activity?page=20`)],
];

async function measure(adminUrl: string): Promise<void> {
  const apiPort = 3294;
  const barePort = 3295;
  const child = await startServerChild(self, [String(apiPort), String(barePort), `--scale=${SCALE}`], {
    DATABASE_URL: adminUrl,
  });
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    // The rankings are computed on the first request of each period (then kept a minute and
    // refreshed in the background): ask once before measuring.
    for (const period of ['24h', '7d', '30d']) {
      const first = Date.now();
      await fetch(`${api}/api/v1/collections/top-collections?period=${period}`);
      console.log(`first top-collections?period=${period} (computes the ranking): ${Date.now() - first} ms`);
    }
    const admin = new pg.Client({ connectionString: benchUrl(adminUrl) });
    await admin.connect();
    const probe = () => cpuSnapshot(admin, `http://127.0.0.1:${barePort}/cpu`, BENCH_DB);
    const bare = await load(probe, 'bare GET /hello', `http://127.0.0.1:${barePort}`, ['/hello']);
    const rows = [bare];
    for (const [name, paths] of scenarios()) rows.push(await load(probe, name, api, paths));
    await admin.end();
    report(rows, bare.rps);
  } finally {
    child.stop();
  }
}

/**
 * EXPLAIN ANALYZE of every statement the collection endpoints send (caught from the services
 * themselves on a pool of one connection, prepared and run six times first, so the plan shown is
 * the one a prepared statement settles on; a named one has the generic plan, as on the api's
 * generic-plan connections), and of the ranking queries.
 */
async function explain(adminUrl: string): Promise<void> {
  const app = await benchApi(benchUrl(adminUrl), { LIST_CACHE_MS: '0' });
  await app.ready();
  const client = new pg.Client({ connectionString: benchUrl(adminUrl) });
  await client.connect();
  // The first top-collections answer of a period computes the rankings (kept a minute): caught
  // first, it holds the ranking queries; the second one holds the page's own.
  const calls: [string, string][] = [
    [
      'rankings (by volume 30d, by items; once a minute)',
      '/api/v1/collections/top-collections?period=30d&limit=12',
    ],
    ['top collections page (12)', '/api/v1/collections/top-collections?period=30d&limit=12'],
    ['detail of the largest collection', '/api/v1/collections/1/details'],
    ['activity of the largest collection, page 20', '/api/v1/collections/1/activity?page=20'],
  ];
  try {
    for (const [name, path] of calls) {
      const { statements } = await captureAnswer(app, path);
      for (const [index, statement] of statements.entries()) {
        const values = statement.values
          .map((value) => (value === null ? 'NULL' : client.escapeLiteral(value)))
          .join(', ');
        // Named statements run on the api's generic-plan connections (database.ts).
        await client.query(`set plan_cache_mode = ${statement.name ? 'force_generic_plan' : 'auto'}`);
        await client.query(`prepare bench_explain as ${statement.text}`);
        const run = `execute bench_explain${values ? `(${values})` : ''}`;
        for (let i = 0; i < 6; i++) await client.query(run);
        const { rows } = await client.query(`explain (analyze, buffers) ${run}`);
        await client.query('deallocate bench_explain');
        const time = rows
          .map((row) => row['QUERY PLAN'] as string)
          .filter((line) => line.startsWith('Planning Time') || line.startsWith('Execution Time'))
          .join(', ');
        console.log(`\nEXPLAIN ANALYZE · ${name} · statement ${index + 1} · ${time}`);
        if (hasFlag('plans')) for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
        else console.log(`  ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}…`);
      }
    }
  } finally {
    await client.end();
    await app.close();
  }
}

function report(rows: Figures[], bareRps: number): void {
  console.log(
    `\n${NFT_COUNT.toLocaleString('en')} NFTs · ${COLLECTIONS.toLocaleString('en')} collections · ${SALES.toLocaleString('en')} sales · ` +
      `response cache off · ${CONNECTIONS} connections × ${DURATION_S} s; ${machineLine()}`,
  );
  const columns: Column<Figures>[] = [
    { title: 'scenario'.padEnd(46), cell: (row) => row.name },
    { title: ' p50 ms', cell: (row) => num(row.p50) },
    { title: ' p95 ms', cell: (row) => num(row.p95) },
    { title: ' p99 ms', cell: (row) => num(row.p99) },
    { title: '   req/s', cell: (row) => num(row.rps, 0).padStart(8) },
    { title: '% of bare', cell: (row) => `${num((row.rps / bareRps) * 100)} %` },
    { title: `p95 ≤ ${TARGET_P95_MS} ms`, cell: (row) => (row.p95 <= TARGET_P95_MS ? 'yes' : 'NO') },
    { title: 'errors', cell: (row) => String(row.errors) },
    { title: 'CPU ms/req: api', cell: (row) => num(row.apiCpu, 2).padStart(15) },
    { title: '     db', cell: (row) => num(row.dbCpu, 2) },
  ];
  printTable(columns, rows);
}

async function main(): Promise<void> {
  const adminUrl = postgresAdminUrl('collections', 'a throw-away database is created there');
  if (!adminUrl) return;
  try {
    if (!hasFlag('reuse')) await prepare(adminUrl);
    await measure(adminUrl);
    await explain(adminUrl);
  } finally {
    if (!hasFlag('keep')) await dropBenchDatabase(adminUrl, BENCH_DB);
  }
}

if (isServerChild()) runServer('collections', serve);
else runBench('collections', main);
