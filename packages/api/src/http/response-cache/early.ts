import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Encoding } from './negotiation.ts';
import { type AnswerStore, answerKey, type Entry } from './store.ts';

export type EarlyAnswerOptions = {
  store: AnswerStore;
  /** Whether a kept answer may still be given (not expired; a user's, made in their current generation). */
  valid: (entry: Entry) => boolean;
  encodingOf: (header: string | undefined) => Encoding;
  /** The user id of an Authorization header whose token was verified before and has not expired. */
  knownUser: (authorization: string) => number | undefined;
  /** Where an answer given here is counted. */
  hits?: { inc(): void };
};

/**
 * The Node request listener's first look (Fastify's `serverFactory`): a visitor's GET (no
 * Authorization header) of a URL with a valid kept answer is answered here, before Fastify
 * (routing, hooks, helmet, the rate limit, logging), and so is a signed-in user's GET of their
 * own kept answer when their token is one already verified (`knownUser`); returns false for
 * anything else, which then goes to Fastify unchanged. A hit is not rate-limited (it costs less
 * than a 429 would) nor logged per request; it is counted and timed under its route.
 */
export function earlyAnswer({ store, valid, encodingOf, knownUser, hits }: EarlyAnswerOptions) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const url = request.url;
    if (url === undefined) return false;
    const authorization = request.headers.authorization;
    let entry: Entry | undefined;
    if (authorization === undefined) {
      entry = store.get(url);
      if (entry === undefined || entry.user !== undefined || !valid(entry)) return false;
    } else {
      const user = knownUser(authorization);
      if (user === undefined) return false;
      entry = store.get(answerKey(url, user));
      if (entry === undefined || entry.user !== user || !valid(entry)) return false;
    }
    const start = performance.now();
    const variant = entry.variants[encodingOf(request.headers['accept-encoding'])];
    response.writeHead(200, variant.written);
    response.end(variant.body);
    hits?.inc();
    entry.observe?.((performance.now() - start) / 1000);
    return true;
  };
}
