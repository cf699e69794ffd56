import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { Counter } from 'prom-client';
import { inProcessState, type SharedState } from '../../shared-state.ts';
import type { Metrics } from '../metrics.ts';
import { earlyAnswer } from './early.ts';
import { createWriteGenerations } from './generations.ts';
import { encodingNegotiator, variantsOf } from './negotiation.ts';
import { answerKey, createAnswerStore, type Entry } from './store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Visitors' answers of this GET route may be served from memory for LIST_CACHE_MS (http/response-cache). */
    visitorCache?: boolean;
    /**
     * A signed-in user's answers of this GET route may be served to the same user from memory for
     * LIST_CACHE_MS, until any request of theirs other than GET (http/response-cache).
     */
    userCache?: boolean;
  }
}

/**
 * Headers of a fresh answer that are not kept with it: per request (rate-limit counters, request
 * ids), set by Node itself, or made per variant (length, encoding).
 */
const PER_REQUEST_HEADER =
  /^(?:x-ratelimit-.*|ratelimit(?:-.*)?|retry-after|x-request-id|request-id|date|connection|keep-alive|transfer-encoding|content-length|content-encoding)$/;
/** Users whose writes are remembered; beyond it every user's answers are dropped at once. */
const MAX_WRITERS = 10_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ResponseCacheOptions = {
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
  /** Other api replicas, told of a user's writes so they drop that user's answers too (REDIS_URL). */
  shared?: SharedState;
};

/** The channel on which replicas tell each other that a user wrote (the message: the user id). */
const WROTE_CHANNEL = 'answers:wrote';

export type ResponseCache = {
  /** The server's request listener's first look, before Fastify (./early.ts). */
  answerEarly(request: IncomingMessage, response: ServerResponse): boolean;
  /** Adds the lookups, the keeping and the sharing of concurrent misses to the api scope. */
  register(scope: FastifyInstance): void;
};

const kLeader = Symbol('responseCacheLeader');
type Leading = { key: string; user?: number; generation?: number; settle(entry: Entry | null): void };
type CacheRequest = FastifyRequest & { [kLeader]?: Leading };

/**
 * The api's response cache: answers of the public list routes kept as finished bytes. Every
 * visitor of the marketplace asks for the same few pages, so within `ttlMs` one request does the
 * work and the others are answered from an early hook, before validation, the handler and
 * serialization, in the encoding their Accept-Encoding asks for (identity, gzip or br, made once
 * per answer; ./negotiation.ts). One process's memory: at scale a CDN or edge cache takes its
 * place (packages/api/README.md).
 *
 * - Only GET routes that opt in (`config: { visitorCache: true }`), and only requests without an
 *   Authorization header: signed-in people see fresh answers (and their own marks).
 * - Routes with `config: { userCache: true }` keep a signed-in user's own answers for that user
 *   (keyed by user id and URL); any other request of that user (POST, PUT, DELETE…) drops them at
 *   once, so people see their own changes immediately; others' changes within `ttlMs`
 *   (./generations.ts). With several replicas (`shared`), the write's replica tells the others
 *   before its answer leaves, so the user's next read is fresh on any replica; a replica that lost
 *   messages (Redis outage) drops every user's answers; visitors' answers only expire. A user's
 *   hit then waits one turn of the event loop, so a message read with the request counts.
 * - The key is the raw URL (path and query as sent); the answers depend on nothing else.
 * - Only 200 answers are kept, so a bad request is validated (and refused) every time.
 * - Concurrent misses of one URL wait for the first and share its answer (or, when it fails, go on
 *   their own); at most `maxEntries` answers and `maxBytes` bytes, the oldest dropped first
 *   (./store.ts).
 * - A visitor's hit is answered by `answerEarly` in the server's request listener, before Fastify
 *   (./early.ts): the status, the fresh answer's headers (its own and helmet's, not per-request
 *   ones such as rate-limit counters) and the variant's bytes, written at once. So is a user's own
 *   hit when their token was verified before (`knownUser`); an unknown or expired token goes
 *   through Fastify and is verified there.
 *
 * Register it on the scope after the rate limit (its hook runs after the limiter's) and after
 * compression (its onSend sees the uncompressed JSON).
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const {
    ttlMs,
    maxEntries = 1000,
    maxBytes = 32 * 1024 * 1024,
    now = () => Date.now(),
    metrics,
    knownUser = () => undefined,
    shared,
  } = options;
  if (ttlMs <= 0) return { answerEarly: () => false, register: () => {} };
  // The metric keeps its name from before the response cache had its own folder (dashboards).
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
  const store = createAnswerStore({ maxEntries, maxBytes });
  const generations = createWriteGenerations({ maxWriters: MAX_WRITERS, onForget: store.deleteUsers });
  shared?.subscribe(
    WROTE_CHANNEL,
    (message) => {
      const user = Number(message);
      if (Number.isSafeInteger(user)) generations.wrote(user);
    },
    generations.forgetAll,
  );
  const encodingOf = encodingNegotiator();

  const valid = (entry: Entry) =>
    entry.expires > now() && (entry.user === undefined || entry.generation === generations.of(entry.user));

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

  const lookupFor = (config: { visitorCache?: boolean; userCache?: boolean }): onRequestHookHandler =>
    async function responseCacheLookup(request: CacheRequest, reply) {
      if (request.method !== 'GET') return;
      let user: number | undefined;
      if (request.headers.authorization === undefined) {
        if (!config.visitorCache) return;
      } else {
        user = request.user?.id;
        if (!config.userCache || user === undefined) return;
      }
      return lookup(request, reply, answerKey(request.url, user), user);
    };

  /** Other replicas may tell of a user's writes (REDIS_URL). */
  const replicated = shared !== undefined && shared !== inProcessState;
  /** One turn of the event loop: a pub/sub message read in the same poll as this request is applied first. */
  const otherReplicasHeard = () => new Promise<void>((resolve) => setImmediate(resolve));

  const lookup = async (request: CacheRequest, reply: FastifyReply, key: string, user?: number) => {
    if (user !== undefined && replicated) await otherReplicasHeard();
    const entry = store.get(key);
    if (entry) {
      if (valid(entry)) return send(request, reply, entry);
      store.delete(key);
    }
    const pending = store.pending(key);
    if (pending) {
      const shared = await pending;
      if (shared) return send(request, reply, shared);
      return; // the first one failed: this one goes its own way, uncached
    }
    request[kLeader] = {
      key,
      user,
      generation: user === undefined ? undefined : generations.of(user),
      settle: store.lead(key),
    };
  };

  const finish = (request: CacheRequest, entry: Entry | null) => {
    const leading = request[kLeader];
    if (!leading) return;
    request[kLeader] = undefined;
    // A write of the user while this answer was made: it may be from before, so it is not kept.
    const current = leading.user === undefined || leading.generation === generations.of(leading.user);
    const kept = entry && current ? { ...entry, user: leading.user, generation: leading.generation } : null;
    if (kept) store.set(leading.key, kept);
    leading.settle(kept);
  };

  /** The answer as finished bytes in every encoding, with its headers as sent so far (its own and helmet's). */
  const keep = (request: FastifyRequest, reply: FastifyReply, payload: string | Buffer): Entry => {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_REQUEST_HEADER.test(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const variants = variantsOf(body, headers);
    const distinct = new Set(Object.values(variants));
    const route = request.routeOptions.url;
    const series = metrics && route ? metrics.httpDuration.labels('GET', route, '200') : undefined;
    return {
      expires: now() + ttlMs,
      bytes: [...distinct].reduce((sum, variant) => sum + variant.body.length, 0),
      variants,
      observe: series && ((seconds) => series.observe(seconds)),
    };
  };

  const register = (scope: FastifyInstance) => {
    const keepLed = (request: CacheRequest, reply: FastifyReply, payload: unknown) => {
      if (!request[kLeader]) return;
      const kept =
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        // An answer that sets a cookie is someone's own.
        reply.getHeader('set-cookie') === undefined;
      finish(request, kept ? keep(request, reply, payload as string | Buffer) : null);
    };
    // A callback hook: it runs on every api answer, and only a write's waits for anything.
    scope.addHook('onSend', (request: CacheRequest, reply, payload, done) => {
      // The other replicas drop this user's answers before the write's answer leaves.
      if (shared && request.user && !READS.has(request.method)) {
        shared.publish(WROTE_CHANNEL, String(request.user.id)).then(() => {
          try {
            keepLed(request, reply, payload);
          } catch (error) {
            done(error as Error);
            return;
          }
          done(null, payload);
        }, done);
        return;
      }
      keepLed(request, reply, payload);
      done(null, payload);
    });
    // A signed-in user's write drops their kept answers, before it runs and again when it is done
    // (an answer made meanwhile may predate it).
    const wrote = (request: FastifyRequest) => {
      const user = request.user?.id;
      if (user === undefined || READS.has(request.method)) return;
      generations.wrote(user);
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

  // With other replicas a user's kept answer is given only after a turn of the event loop (lookup),
  // so not in the synchronous early look: a write's message may be waiting to be read.
  const answerEarly = earlyAnswer({
    store,
    valid,
    encodingOf,
    knownUser: replicated ? () => undefined : knownUser,
    hits: earlyHits,
  });
  return { answerEarly, register };
}
