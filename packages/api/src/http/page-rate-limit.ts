import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { SharedState } from '../shared-state.ts';
import { rateLimitCounter } from './rate-limit-store.ts';
import { exemptFromRateLimit, rateLimitKey } from './security.ts';

const WINDOW_MS = 60_000;

/** Seconds until the client may ask for a page again, or undefined when this page request is within its limit. */
export type PageRateLimit = (request: FastifyRequest) => Promise<number | undefined>;

/**
 * The web app's pages per minute per client IP (PAGE_RATE_LIMIT_MAX), counted like the api's
 * requests (shared by the replicas through Redis when REDIS_URL is set) but on their own: a page
 * rendered on the server costs tens of milliseconds of CPU, and a query string of its own misses
 * the render cache, so without a limit one client could keep the api rendering. A person opens a
 * page or two a minute; the limit is for scripts. Undefined when it is off (0).
 */
export function pageRateLimit(
  config: Pick<Config, 'pageRateLimitMax' | 'env'>,
  shared: SharedState,
): PageRateLimit | undefined {
  if (config.pageRateLimitMax === 0) return undefined;
  const counter = rateLimitCounter(shared, 'pages:');
  return async (request) => {
    if (exemptFromRateLimit(config, request)) return undefined;
    const { current, ttl } = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      counter.incr(
        rateLimitKey(request),
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        WINDOW_MS,
        config.pageRateLimitMax,
      ),
    );
    return current > config.pageRateLimitMax ? Math.max(1, Math.ceil(ttl / 1000)) : undefined;
  };
}
