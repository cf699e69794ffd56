import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { inProcessState, type SharedState } from '../shared-state.ts';
import { HttpError } from './errors.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

/** The chain RPC is also read by the browser (wallet-less reads), over HTTP and WebSocket. */
function rpcOrigins(rpcUrl: string): string[] {
  const origin = new URL(rpcUrl).origin;
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * Content-Security-Policy for the SPA: own origin only, plus data:/blob: for images, media and
 * 3D models built in the browser, inline styles for MUI's emotion, wasm for 3D decoders.
 * Map tiles and bridge hosts get added here when those features arrive.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const mediaOrigins = config.storage.kind === 's3' ? originOf(config.storage.publicUrl) : [];
  const https = config.publicUrl.startsWith('https://');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
    mediaSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
    connectSrc: ["'self'", 'data:', 'blob:', ...rpcOrigins(config.chain.rpcUrl), ...mediaOrigins],
    workerSrc: ["'self'", 'blob:'],
    // The detail screen frames land-planning maps (served by the api itself unless MAP_HOST is set).
    frameSrc: ["'self'", ...originOf(config.mapHost), ...originOf(config.links.bridgeUrl)],
    // Sign-in forms redirect to the OpenID provider.
    formAction: ["'self'", ...originOf(config.oidc.issuer)],
    // Upgrading would break a self-hosted install served over plain http on a LAN.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * helmet's security headers on every answer. Its middleware is built once: @fastify/helmet built it
 * anew for each request, parsing the policy's directives every time (~2 % of the api's CPU on a
 * list request). Its headers do not depend on the request (the policy has no per-request nonce),
 * so they are taken from it once, at start, and set on each answer in one loop instead of a chain
 * of fourteen middlewares.
 */
export function registerHelmet(app: FastifyInstance, config: Config): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  });
  // An invalid policy throws here, at start (helmet checks its options when built), not per request.
  const { set, removed } = headersOf(setSecurityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a middleware sets (and removes) on an answer, read by running it once on a stand-in. */
export function headersOf(middleware: Middleware): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string) {
      set.set(name, value);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  } as unknown as ServerResponse;
  let finished = false;
  middleware({} as IncomingMessage, response, (error) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middlewares call `next` synchronously; one that did not would not be read right.
  if (!finished) throw new Error('the security headers middleware did not finish synchronously');
  return { set: [...set], removed };
}

/**
 * Calls that make the api ask the chain (record a transaction, refresh an NFT's metadata) a client
 * may make a minute, per route: a person's few, not a script's stream against the RPC node's quota.
 * Counted like the request limit (shared across replicas with Redis, loopback exempt outside
 * production); a route opts in with `config: chainCallLimit`.
 */
export const CHAIN_CALLS_PER_MINUTE = 30;
export const chainCallLimit = { rateLimit: { max: CHAIN_CALLS_PER_MINUTE, timeWindow: 60_000 } };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Signed-in writes that take the projections' lock (chain/lock.ts: collection edits, the admins'
 * verification decisions) a user may make a minute, per route: while one runs, the indexer and
 * every record call wait for it, so one account's script must not queue them without end. Counted
 * per user (not per IP: one account behind many addresses is still one), in the same store as the
 * request limit (shared across replicas with Redis), loopback exempt outside production; the
 * count is taken after sign-in is checked (a visitor gets 401, and counts nothing). A route opts in
 * with `config: projectionWriteLimit`.
 */
export const PROJECTION_WRITES_PER_MINUTE = 30;
export const projectionWriteLimit = {
  rateLimit: {
    max: PROJECTION_WRITES_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : rateLimitKey(request),
  },
} as const;

/** The key of requests whose client closed the connection before the limit was checked. */
export const GONE_CLIENT_KEY = 'gone';

/**
 * The plugin's own key (the client's IP, an IPv6 address by its /64), except for a request whose
 * client has already gone: it has no `ip`, and the plugin's key generator would throw (a 500
 * logged with its stack, sent to nobody). Nobody reads that request's answer, so one key does.
 */
export const rateLimitKey = (request: Pick<FastifyRequest, 'ip'>): string =>
  request.ip === undefined ? GONE_CLIENT_KEY : normalizeIP(request.ip);

/** Outside production, loopback clients (the local web app, e2e tests, benchmarks) are not limited. */
export const exemptFromRateLimit = (config: Pick<Config, 'env'>, request: Pick<FastifyRequest, 'ip'>) =>
  config.env !== 'production' && LOOPBACK.has(request.ip);

/**
 * Per-IP limit for the api routes registered in the same scope. With REDIS_URL the count is shared
 * by every api replica (./rate-limit-store.ts), else (and while Redis is down) kept per process.
 * Outside production, loopback clients (the local web app, e2e tests, benchmarks) are not limited.
 */
export function registerRateLimit(
  scope: FastifyInstance,
  config: Pick<Config, 'rateLimitMax' | 'env'>,
  shared: SharedState = inProcessState,
): void {
  if (config.rateLimitMax === 0) return;
  scope.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: 60_000,
    ...(shared === inProcessState ? {} : { store: sharedRateLimitStore(shared) }),
    keyGenerator: rateLimitKey,
    allowList: (request) => exemptFromRateLimit(config, request),
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED'),
  });
}
