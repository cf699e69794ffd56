import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devPrivateKeys } from '@vrmarket/contracts';
import { z } from 'zod';

/**
 * The api's whole configuration, read once from the environment and validated.
 *
 * | variable                | default                          | meaning |
 * | ----------------------- | -------------------------------- | ------- |
 * | NODE_ENV                | production                       | development, test or production; only development and test fall back to the public dev secrets below |
 * | HOST                    | 127.0.0.1                        | interface the HTTP server listens on |
 * | PORT                    | 3000                             | port of the HTTP server (api + web app) |
 * | PUBLIC_URL              | http://localhost:3000            | the URL users open; used for links, redirects and cookies |
 * | DATA_DIR                | ./data                           | folder for the embedded database, media and deployments |
 * | DATABASE_URL            | (none → PGlite in DATA_DIR/pglite) | PostgreSQL connection string |
 * | DATABASE_POOL_MAX       | 10                               | PostgreSQL connections per api process in each of its two pools (prepared list statements have their own) |
 * | DATABASE_TIMEOUT_MS     | 10000                            | PostgreSQL cancels an api statement running longer (migrations exempt); 0 disables |
 * | STORAGE                 | local                            | media storage: local (disk) or s3 |
 * | MEDIA_DIR               | DATA_DIR/media                   | media folder when STORAGE=local |
 * | S3_BUCKET               | (required when STORAGE=s3)       | bucket for media |
 * | S3_REGION               | us-east-1                        | region of the bucket |
 * | S3_ENDPOINT             | (AWS)                            | endpoint of an S3-compatible store (MinIO, R2 …) |
 * | S3_ACCESS_KEY_ID        | (SDK default chain)              | access key |
 * | S3_SECRET_ACCESS_KEY    | (SDK default chain)              | secret key |
 * | S3_FORCE_PATH_STYLE     | 0                                | 1 for path-style bucket URLs (MinIO) |
 * | S3_PUBLIC_URL           | (served through the api)         | public base URL (CDN) media links point to |
 * | MODEL_WORKERS           | 2                                | 3D models checked and optimised at once by this api process (one child process each) |
 * | MODEL_QUEUE             | 2                                | models that may wait for a worker; past them an upload is refused 429 MODEL_BUSY |
 * | UPLOADS_PER_USER        | 2                                | uploads one user may have in progress at once, across replicas (429 UPLOADS_IN_PROGRESS) |
 * | UPLOAD_DAILY_BYTES      | 1073741824 (1 GiB)               | bytes one user may upload per UTC day (429 UPLOAD_QUOTA_REACHED); 0 disables |
 * | MEDIA_GRACE_HOURS       | 24                               | stored uploads no record references are removed after this many hours; 0 disables the sweep |
 * | TRUST_PROXY             | 0                                | behind proxies: how many X-Forwarded-For hops to trust (1 for one load balancer), or the proxies' addresses/CIDRs, comma-separated |
 * | RATE_LIMIT_MAX          | 600                              | requests per minute per client IP on /api (loopback exempt outside production); 0 disables |
 * | PAGE_RATE_LIMIT_MAX     | 120                              | web app pages per minute per client IP (loopback exempt outside production); 0 disables |
 * | LIST_CACHE_MS           | 2000 (0 when NODE_ENV=test)      | how long visitors' answers of the public lists (NFTs, trending, top collections, categories, configs) are kept; 0 disables |
 * | REDIS_URL               | (none → in-process)              | redis:// URL: rate limits, login attempts and cache invalidation shared by api replicas |
 * | REDIS_PREFIX            | vrmarket:                        | prefix of every Redis key and channel (several installs on one Redis) |
 * | CHAIN_RPC_URL           | http://127.0.0.1:8545            | JSON-RPC endpoint of the EVM chain |
 * | CHAIN_ID                | 31337                            | chain id, decimal or hex (0x38 BSC, 0x61 BSC testnet) |
 * | DEPLOYMENTS_FILE        | DATA_DIR/deployments.json        | contract addresses written by the deploy script |
 * | CHAIN_CONFIRMATIONS     | 0 on chain 31337, else 12        | blocks the indexer waits before applying events |
 * | MINTER_PRIVATE_KEY      | (none: minting permits disabled) | key that signs EIP-712 mint permits; a public anvil key is refused when CHAIN_ID is not 31337 |
 * | OIDC_ISSUER             | http://localhost:3001            | OpenID Connect provider for social sign-in |
 * | OIDC_CLIENT_ID          | vrmarket                         | client id at the provider |
 * | OIDC_CLIENT_SECRET      | dev default (required in production) | client secret at the provider |
 * | JWT_SECRET              | dev default (required in production) | secret signing access tokens, ≥ 32 characters |
 * | WEB_DIST                | packages/web/dist                | built web app served at / |
 * | METRICS_TOKEN           | (none → /metrics only to direct loopback clients) | bearer token that lets a scraper read /metrics from anywhere |
 * | LOG_LEVEL               | info (silent when NODE_ENV=test) | fatal, error, warn, info, debug, trace or silent |
 * | ALLOW_BUY               | 0                                | spec flag "allow buy" (0 or 1) |
 * | CHECK_WHITELIST         | 0                                | 1 blocks accounts without is_whitelist_market |
 * | ALLOW_CREATE_COLLECTION | 1                                | 1 lets any user create collections, 0 needs proType ≥ 2 |
 * | BRIDGE_URL              | (none: the Bridge NFT dialog says it is not set up) | bridge widget the Bridge NFT dialog frames |
 * | ACCOUNT_URL             | (none → the profile page)        | external account settings page ('Account Information') |
 * | HELP_URL                | (none → the menu item is hidden)  | external help and support page |
 * | MAP_HOST                | (none → the api serves the maps)  | origin of the land-planning maps the detail screen frames |
 */
export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size and per-statement time limit (ms, 0: none). */
  database: { poolMax: number; statementTimeoutMs: number };
  /** Where PGlite keeps its files when no DATABASE_URL is set; 'memory://' for tests. */
  pgliteDir: string;
  storage: LocalStorageConfig | S3StorageConfig;
  /** Bounded work per user and process (modules/uploads): model workers, uploads, the orphan sweep. */
  uploads: {
    modelWorkers: number;
    modelQueue: number;
    perUser: number;
    /** Bytes per user per UTC day; 0: no quota. */
    dailyBytes: number;
    /** Hours an unreferenced upload is kept; 0: never removed. */
    graceHours: number;
  };
  /**
   * Which X-Forwarded-For hops are believed: false (none), a hop count, or the proxies' own
   * addresses/CIDRs. Never every hop: a client could then pick its own IP past the rate limits.
   */
  trustProxy: false | number | string[];
  rateLimitMax: number;
  /** Web app pages per minute per client IP (http/page-rate-limit.ts); 0 disables. */
  pageRateLimitMax: number;
  /** Visitors' (not signed-in) list answers are reused for this long; 0 disables. */
  listCacheMs: number;
  /** Shared state of the api replicas (src/shared-state.ts); url undefined: in-process. */
  redis: { url: string | undefined; prefix: string };
  chain: {
    rpcUrl: string;
    chainId: number;
    deploymentsFile: string;
    confirmations: number;
    minterPrivateKey: `0x${string}` | undefined;
  };
  oidc: { issuer: string; clientId: string; clientSecret: string };
  jwtSecret: string;
  webDist: string;
  logLevel: LogLevel;
  /** Bearer token for /metrics; undefined: only direct loopback clients may read it. */
  metricsToken: string | undefined;
  flags: { allowBuy: boolean; checkWhitelist: boolean; allowCreateCollection: boolean };
  /** Origin of the land-planning map pages; undefined: the api serves them on its own origin. */
  mapHost: string | undefined;
  /** External pages of the account menu and the bridge widget; undefined when not configured. */
  links: { bridgeUrl: string | undefined; accountUrl: string | undefined; helpUrl: string | undefined };
};

export type LocalStorageConfig = { kind: 'local'; mediaDir: string };
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  publicUrl: string | undefined;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Used only when NODE_ENV is development or test, so that `npm start` works with no configuration. */
export const DEV_JWT_SECRET = 'vrmarket-development-jwt-secret-not-for-production';
export const DEV_OIDC_CLIENT_SECRET = 'vrmarket-dev-secret';
const LOCAL_CHAIN_ID = 31337;
const REMOTE_CHAIN_CONFIRMATIONS = 12;
const DEFAULT_LIST_CACHE_MS = 2000;
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const MAX_PROXY_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** An unset or empty variable is absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const flag = (name: string, fallback: '0' | '1') =>
  z.enum(['0', '1'], { error: `${name} must be 0 or 1` }).default(fallback);
const url = (name: string) => z.url({ error: `${name} must be a URL` });
const count = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n <= max, { error: `${name} must be at most ${max}` });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'NODE_ENV must be development, test or production',
    })
    .default('production'),
  HOST: z.string().min(1, { error: 'HOST must not be empty' }).default('127.0.0.1'),
  PORT: z
    .string()
    .default('3000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
      error: 'PORT must be a number between 1 and 65535',
    })
    .transform(Number),
  PUBLIC_URL: url('PUBLIC_URL').default('http://localhost:3000'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// connection string' }),
  ),
  DATABASE_POOL_MAX: count('DATABASE_POOL_MAX', 1000)
    .refine((n) => n >= 1, { error: 'DATABASE_POOL_MAX must be at least 1' })
    .default(10),
  DATABASE_TIMEOUT_MS: count('DATABASE_TIMEOUT_MS', 3_600_000).default(10_000),
  STORAGE: z.enum(['local', 's3'], { error: 'STORAGE must be local or s3' }).default('local'),
  MEDIA_DIR: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optional(url('S3_ENDPOINT')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE', '0'),
  S3_PUBLIC_URL: optional(url('S3_PUBLIC_URL')),
  MODEL_WORKERS: count('MODEL_WORKERS', 64)
    .refine((n) => n >= 1, { error: 'MODEL_WORKERS must be at least 1' })
    .default(2),
  MODEL_QUEUE: count('MODEL_QUEUE', 1000).default(2),
  UPLOADS_PER_USER: count('UPLOADS_PER_USER', 100)
    .refine((n) => n >= 1, { error: 'UPLOADS_PER_USER must be at least 1' })
    .default(2),
  UPLOAD_DAILY_BYTES: count('UPLOAD_DAILY_BYTES', Number.MAX_SAFE_INTEGER).default(1024 ** 3),
  MEDIA_GRACE_HOURS: count('MEDIA_GRACE_HOURS', 24 * 365).default(24),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, context) => {
      const text = value.trim();
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops <= MAX_PROXY_HOPS) return hops === 0 ? false : hops;
      } else {
        const entries = text.split(',').map((entry) => entry.trim());
        if (entries.every(isAddressOrCidr)) return entries;
      }
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count (0 to ${MAX_PROXY_HOPS}) or comma-separated proxy addresses/CIDRs`,
      });
      return z.NEVER;
    }),
  RATE_LIMIT_MAX: count('RATE_LIMIT_MAX', 1_000_000).default(600),
  PAGE_RATE_LIMIT_MAX: count('PAGE_RATE_LIMIT_MAX', 1_000_000).default(120),
  LIST_CACHE_MS: optional(count('LIST_CACHE_MS', 60_000)),
  REDIS_URL: optional(
    z.string().regex(/^rediss?:\/\//, { error: 'REDIS_URL must be a redis:// or rediss:// URL' }),
  ),
  REDIS_PREFIX: z.string().min(1, { error: 'REDIS_PREFIX must not be empty' }).default('vrmarket:'),
  CHAIN_RPC_URL: url('CHAIN_RPC_URL').default('http://127.0.0.1:8545'),
  CHAIN_ID: z
    .string()
    .default(String(LOCAL_CHAIN_ID))
    .refine((v) => /^(\d+|0x[0-9a-fA-F]+)$/.test(v) && Number(v) > 0 && Number.isSafeInteger(Number(v)), {
      error: 'CHAIN_ID must be a positive chain id, decimal or 0x hex',
    })
    .transform(Number),
  DEPLOYMENTS_FILE: optional(z.string()),
  CHAIN_CONFIRMATIONS: optional(count('CHAIN_CONFIRMATIONS', 1000)),
  MINTER_PRIVATE_KEY: optional(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'MINTER_PRIVATE_KEY must be 0x followed by 64 hex digits' }),
  ),
  OIDC_ISSUER: url('OIDC_ISSUER').default('http://localhost:3001'),
  OIDC_CLIENT_ID: z.string().min(1).default('vrmarket'),
  OIDC_CLIENT_SECRET: optional(z.string()),
  JWT_SECRET: optional(z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' })),
  WEB_DIST: optional(z.string()),
  METRICS_TOKEN: optional(z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  ALLOW_BUY: flag('ALLOW_BUY', '0'),
  CHECK_WHITELIST: flag('CHECK_WHITELIST', '0'),
  ALLOW_CREATE_COLLECTION: flag('ALLOW_CREATE_COLLECTION', '1'),
  MAP_HOST: optional(url('MAP_HOST')),
  BRIDGE_URL: optional(url('BRIDGE_URL')),
  ACCOUNT_URL: optional(url('ACCOUNT_URL')),
  HELP_URL: optional(url('HELP_URL')),
});

type Env = z.output<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  return toConfig(parsed.data);
}

function toConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  const development = env.NODE_ENV !== 'production';
  const missing = development
    ? []
    : [!env.JWT_SECRET && 'JWT_SECRET', !env.OIDC_CLIENT_SECRET && 'OIDC_CLIENT_SECRET'].filter(
        (name): name is string => Boolean(name),
      );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required when NODE_ENV=production (unset NODE_ENV means production; set NODE_ENV=development to use the public dev defaults)`,
    );
  }
  const minterKey = env.MINTER_PRIVATE_KEY?.toLowerCase();
  if (
    env.CHAIN_ID !== LOCAL_CHAIN_ID &&
    minterKey &&
    (devPrivateKeys as readonly string[]).includes(minterKey)
  ) {
    throw new ConfigError(
      `Invalid configuration: MINTER_PRIVATE_KEY is a public anvil dev key, refused on chain ${env.CHAIN_ID} (use a key of your own)`,
    );
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE=s3');
  }
  if (env.STORAGE === 's3' && !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the SDK default chain)',
    );
  }
  const confirmations =
    env.CHAIN_CONFIRMATIONS === undefined
      ? env.CHAIN_ID === LOCAL_CHAIN_ID
        ? 0
        : REMOTE_CHAIN_CONFIRMATIONS
      : env.CHAIN_CONFIRMATIONS;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    database: { poolMax: env.DATABASE_POOL_MAX, statementTimeoutMs: env.DATABASE_TIMEOUT_MS },
    pgliteDir: path.join(dataDir, 'pglite'),
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
            publicUrl: env.S3_PUBLIC_URL,
          }
        : { kind: 'local', mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')) },
    uploads: {
      modelWorkers: env.MODEL_WORKERS,
      modelQueue: env.MODEL_QUEUE,
      perUser: env.UPLOADS_PER_USER,
      dailyBytes: env.UPLOAD_DAILY_BYTES,
      graceHours: env.MEDIA_GRACE_HOURS,
    },
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    pageRateLimitMax: env.PAGE_RATE_LIMIT_MAX,
    listCacheMs: env.LIST_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_LIST_CACHE_MS),
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    chain: {
      rpcUrl: env.CHAIN_RPC_URL,
      chainId: env.CHAIN_ID,
      deploymentsFile: path.resolve(env.DEPLOYMENTS_FILE ?? path.join(dataDir, 'deployments.json')),
      confirmations,
      minterPrivateKey: env.MINTER_PRIVATE_KEY as `0x${string}` | undefined,
    },
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET ?? DEV_OIDC_CLIENT_SECRET,
    },
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    webDist: path.resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST),
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    flags: {
      allowBuy: env.ALLOW_BUY === '1',
      checkWhitelist: env.CHECK_WHITELIST === '1',
      allowCreateCollection: env.ALLOW_CREATE_COLLECTION === '1',
    },
    mapHost: env.MAP_HOST ? new URL(env.MAP_HOST).origin : undefined,
    links: { bridgeUrl: env.BRIDGE_URL, accountUrl: env.ACCOUNT_URL, helpUrl: env.HELP_URL },
  };
}
