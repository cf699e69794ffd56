import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { Counter } from 'prom-client';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Visitors' answers of this GET route may be served from memory for LIST_CACHE_MS (http/visitor-cache.ts). */
    visitorCache?: boolean;
    /**
     * A signed-in user's answers of this GET route may be served to the same user from memory for
     * LIST_CACHE_MS, until any request of theirs other than GET (http/visitor-cache.ts).
     */
    userCache?: boolean;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';
type Variant = {
  body: Buffer;
  headers: Record<string, string>;
  /** The headers the early answer writes: the fresh answer's, with this variant's content-length. */
  written: Record<string, string | number>;
};
type Entry = {
  expires: number;
  bytes: number;
  variants: Record<Encoding, Variant>;
  /** The request-duration series of the route (its pattern), for answers given before Fastify. */
  observe?: (seconds: number) => void;
  /** A user's own answer: valid while the user's write generation is the same. */
  user?: number;
  generation?: number;
};

/**
 * Headers of a fresh answer that are not kept with it: per request (rate-limit counters, request
 * ids), set by Node itself, or made per variant (length, encoding).
 */
const PER_REQUEST_HEADER =
  /^(?:x-ratelimit-.*|ratelimit(?:-.*)?|retry-after|x-request-id|request-id|date|connection|keep-alive|transfer-encoding|content-length|content-encoding)$/;
/** Like @fastify/compress (registered on the same scope): its threshold and brotli quality. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE = /^text\/|[+/]json(?:;|$)/;
/** Distinct Accept-Encoding texts remembered; browsers send a handful. */
const MAX_NEGOTIATED = 200;
/** Users whose writes are remembered; beyond it every user's answers are dropped at once. */
const MAX_WRITERS = 10_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which of br, gzip or identity an Accept-Encoding asks for, as @fastify/compress negotiates
 * (highest q wins, br before gzip on a tie, `*` and `x-gzip` mean gzip, q=0 refuses).
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    let name = token.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip') continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') quality = Number(value);
    }
    if (!(quality > 0)) continue;
    if (quality > bestQuality || (quality === bestQuality && name === 'br')) {
      best = name;
      bestQuality = quality;
    }
  }
  return best;
}

const variant = (body: Buffer, headers: Record<string, string>): Variant => ({
  body,
  headers,
  written: { ...headers, 'content-length': body.length },
});

function variantsOf(payload: Buffer, headers: Record<string, string>): Record<Encoding, Variant> {
  const identity = variant(payload, headers);
  if (payload.length < COMPRESS_THRESHOLD || !COMPRESSIBLE.test(headers['content-type'] ?? '')) {
    return { identity, br: identity, gzip: identity };
  }
  const vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  const compressed = (body: Buffer, encoding: Encoding) =>
    variant(body, { ...headers, vary, 'content-encoding': encoding });
  return {
    identity,
    br: compressed(brotliCompressSync(payload, BROTLI), 'br'),
    gzip: compressed(gzipSync(payload), 'gzip'),
  };
}

export type VisitorCacheOptions = {
  ttlMs: number;
  maxEntries?: number;
  /** Bytes of all kept answers, compressed variants included. */
  maxBytes?: number;
  now?: () => number;
  /** Where answers given from memory are counted (and timed, under their route). */
  metrics?: Metrics;
  /**
   * The user id of an Authorization header whose token was already verified and has not expired
   * (a memory look-up, no verification), so a user's own kept answers can also be given early.
   */
  knownUser?: (authorization: string) => number | undefined;
};

export type VisitorCache = {
  /**
   * The Node request listener's first look (Fastify's `serverFactory`): a visitor's GET (no
   * Authorization header) of a URL with a fresh kept answer is answered here, before Fastify
   * (routing, hooks, helmet, the rate limit, logging), and so is a signed-in user's GET of their
   * own kept answer when their token is one already verified (`knownUser`); returns false for
   * anything else, which then goes to Fastify unchanged.
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): boolean;
  /** Adds the lookups, the keeping and the sharing of concurrent misses to the api scope. */
  register(scope: FastifyInstance): void;
};

const kLeader = Symbol('visitorCacheLeader');
/** Where a signed-in user's own answer of a URL is kept (a visitor's is kept under the URL alone). */
const userKey = (user: number, url: string) => `${user} ${url}`;
type Leading = { key: string; user?: number; generation?: number; settle(entry: Entry | null): void };
type CacheRequest = FastifyRequest & { [kLeader]?: Leading };

/**
 * Visitors' answers of the public list routes, kept as finished bytes: every visitor of the
 * marketplace asks for the same few pages, so within `ttlMs` one request does the work and the
 * others are answered from an early hook, before validation, the handler and serialization,
 * in the encoding their Accept-Encoding asks for (identity, gzip or br, made once per answer).
 *
 * - Only GET routes that opt in (`config: { visitorCache: true }`), and only requests without an
 *   Authorization header: signed-in people see fresh answers (and their own marks).
 * - Routes with `config: { userCache: true }` keep a signed-in user's own answers for that user
 *   (keyed by user id and URL); any other request of that user (POST, PUT, DELETE…) drops them at
 *   once, so people see their own changes immediately; others' changes within `ttlMs`.
 * - The key is the raw URL (path and query as sent); the answers depend on nothing else.
 * - Only 200 answers are kept, so a bad request is validated (and refused) every time.
 * - Concurrent misses of one URL wait for the first and share its answer (or, when it fails, go on
 *   their own).
 * - At most `maxEntries` answers and `maxBytes` bytes, the oldest dropped first.
 *
 * - A visitor's hit is answered by `answerEarly` in the server's request listener, before Fastify:
 *   the status, the fresh answer's headers (its own and helmet's, not per-request ones such as
 *   rate-limit counters) and the variant's bytes, written at once. Not rate-limited: a hit costs
 *   less than a 429 would. So is a user's own hit when their token was verified before
 *   (`knownUser`); an unknown or expired token goes through Fastify and is verified there.
 *
 * Register it on the scope after the rate limit (its hook runs after the limiter's) and after
 * compression (its onSend sees the uncompressed JSON).
 */
export function createVisitorCache(options: VisitorCacheOptions): VisitorCache {
  const {
    ttlMs,
    maxEntries = 1000,
    maxBytes = 32 * 1024 * 1024,
    now = () => Date.now(),
    metrics,
    knownUser = () => undefined,
  } = options;
  if (ttlMs <= 0) return { answerEarly: () => false, register: () => {} };
  const hits = metrics
    ? new Counter({
        name: 'visitor_cache_hits_total',
        help: "Visitors' answers given from memory, before Fastify (early) or shared by a concurrent miss (shared)",
        labelNames: ['path'] as const,
        registers: [metrics.registry],
      })
    : undefined;
  const earlyHits = hits?.labels('early');
  const sharedHits = hits?.labels('shared');
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | null>>();
  const negotiated = new Map<string, Encoding>();
  /** Each user's last write, a number that only grows (a user absent has written nothing since). */
  const generations = new Map<number, number>();
  let writes = 0;
  /** Where users absent from `generations` stand (raised when it is emptied). */
  let floor = 0;
  let bytes = 0;
  const generationOf = (user: number) => generations.get(user) ?? floor;

  const encodingOf = (header: string | undefined): Encoding => {
    if (!header) return 'identity';
    let encoding = negotiated.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
      negotiated.set(header, encoding);
    }
    return encoding;
  };

  /**
   * Written straight to the socket: the headers set so far (helmet's, the rate limit's) and the
   * answer's. onSend hooks have nothing to do for finished bytes; onResponse hooks still run.
   */
  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    sharedHits?.inc();
    const variant = entry.variants[encodingOf(request.headers['accept-encoding'])];
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      ...variant.headers,
      'content-length': variant.body.length,
    });
    reply.raw.end(variant.body);
    return reply;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Oldest first out (a Map keeps insertion order).
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) {
      remove(entries.keys().next().value as string);
    }
  };

  const valid = (entry: Entry) =>
    entry.expires > now() && (entry.user === undefined || entry.generation === generationOf(entry.user));

  const lookupFor = (config: { visitorCache?: boolean; userCache?: boolean }): onRequestHookHandler =>
    async function visitorCacheLookup(request: CacheRequest, reply) {
      if (request.method !== 'GET') return;
      let key: string;
      let user: number | undefined;
      if (request.headers.authorization === undefined) {
        if (!config.visitorCache) return;
        key = request.url;
      } else {
        user = request.user?.id;
        if (!config.userCache || user === undefined) return;
        key = userKey(user, request.url);
      }
      return lookup(request, reply, key, user);
    };

  const lookup = async (request: CacheRequest, reply: FastifyReply, key: string, user?: number) => {
    const entry = entries.get(key);
    if (entry) {
      if (valid(entry)) return send(request, reply, entry);
      remove(key);
    }
    const pending = loading.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return send(request, reply, shared);
      return; // the first one failed: this one goes its own way, uncached
    }
    let settle!: (entry: Entry | null) => void;
    loading.set(
      key,
      new Promise<Entry | null>((resolve) => {
        settle = resolve;
      }),
    );
    request[kLeader] = {
      key,
      user,
      generation: user === undefined ? undefined : generationOf(user),
      settle: (result) => {
        loading.delete(key);
        settle(result);
      },
    };
  };

  const finish = (request: CacheRequest, entry: Entry | null) => {
    const leading = request[kLeader];
    if (!leading) return;
    request[kLeader] = undefined;
    // A write of the user while this answer was made: it may be from before, so it is not kept.
    const current = leading.user === undefined || leading.generation === generationOf(leading.user);
    const kept = entry && current ? { ...entry, user: leading.user, generation: leading.generation } : null;
    if (kept) store(leading.key, kept);
    leading.settle(kept);
  };

  /**
   * A hit is not rate-limited (it costs less than a 429 would) nor logged per request; it is
   * counted and timed under its route.
   */
  const answerEarly = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const url = request.url;
    if (url === undefined) return false;
    const authorization = request.headers.authorization;
    let entry: Entry | undefined;
    if (authorization === undefined) {
      entry = entries.get(url);
      if (entry === undefined || entry.user !== undefined || !(entry.expires > now())) return false;
    } else {
      const user = knownUser(authorization);
      if (user === undefined) return false;
      entry = entries.get(userKey(user, url));
      if (entry === undefined || entry.user !== user || !valid(entry)) return false;
    }
    const start = performance.now();
    const variant = entry.variants[encodingOf(request.headers['accept-encoding'])];
    response.writeHead(200, variant.written);
    response.end(variant.body);
    earlyHits?.inc();
    entry.observe?.((performance.now() - start) / 1000);
    return true;
  };

  const register = (scope: FastifyInstance) => {
    scope.addHook('onSend', async (request: CacheRequest, reply, payload) => {
      if (!request[kLeader]) return payload;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        finish(request, null);
        return payload;
      }
      const finished = reply.getHeaders();
      // An answer that sets a cookie is someone's own.
      if (finished['set-cookie'] !== undefined) {
        finish(request, null);
        return payload;
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      // The answer's headers as sent so far: its own and helmet's (set by then), without per-request ones.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(finished)) {
        if (value === undefined || PER_REQUEST_HEADER.test(name)) continue;
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      const variants = variantsOf(body, headers);
      const distinct = new Set(Object.values(variants));
      const route = request.routeOptions.url;
      const series = metrics && route ? metrics.httpDuration.labels('GET', route, '200') : undefined;
      const entry: Entry = {
        expires: now() + ttlMs,
        bytes: [...distinct].reduce((sum, variant) => sum + variant.body.length, 0),
        variants,
        observe: series && ((seconds) => series.observe(seconds)),
      };
      finish(request, entry);
      return payload;
    });
    // A signed-in user's write drops their kept answers, before it runs and again when it is done
    // (an answer made meanwhile may predate it).
    const wrote = (request: FastifyRequest) => {
      const user = request.user?.id;
      if (user === undefined || READS.has(request.method)) return;
      if (generations.size >= MAX_WRITERS && !generations.has(user)) {
        generations.clear();
        floor = ++writes;
        for (const [key, entry] of entries) if (entry.user !== undefined) remove(key);
      }
      generations.set(user, ++writes);
    };
    // Callback hooks: they run on every api request, and need no promise.
    scope.addHook('preHandler', (request, _reply, done) => {
      wrote(request);
      done();
    });
    // A request that ended without sending (aborted) releases the ones waiting for it.
    scope.addHook('onResponse', (request: CacheRequest, _reply, done) => {
      finish(request, null);
      wrote(request);
      done();
    });
    scope.addHook('onRequestAbort', (request: CacheRequest, done) => {
      finish(request, null);
      done();
    });

    // A plugin without encapsulation, loaded after the ones registered before it (rate limit):
    // its onRoute adds the lookup after theirs.
    const plugin = async (instance: FastifyInstance) => {
      instance.addHook('onRoute', (route: RouteOptions) => {
        const config = route.config ?? {};
        if (!(config.visitorCache || config.userCache) || route.method !== 'GET') return;
        const hooks = route.onRequest;
        route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), lookupFor(config)];
      });
    };
    Object.assign(plugin, { [Symbol.for('skip-override')]: true });
    scope.register(plugin);
  };

  return { answerEarly, register };
}
