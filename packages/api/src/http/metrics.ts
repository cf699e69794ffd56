import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { notFoundEnvelope } from './errors.ts';

export type Metrics = { registry: Registry; httpDuration: Histogram<'method' | 'route' | 'status'> };

/** One registry per app instance, so tests can build many apps in one process. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, httpDuration };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with METRICS_TOKEN set, a request carrying `Authorization: Bearer
 * <token>`; without it, only a client on this machine talking to the api directly (a loopback
 * peer and no X-Forwarded-For, so nothing relayed by a proxy on the same host).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** Times every request and serves the registry in the Prometheus text format at /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  // Each (method, route, status)'s labelled histogram, made once: prom-client's labels() checks the
  // labels and makes two closures on every call (~1 % of a list request's CPU).
  const observers = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern (not the raw URL) keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let observer = observers.get(key);
    if (!observer) {
      observer = metrics.httpDuration.labels(request.method, route, String(reply.statusCode));
      observers.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Not found rather than forbidden: outsiders learn nothing about the endpoint.
    if (!mayReadMetrics(request, token)) return reply.code(404).send(notFoundEnvelope);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
