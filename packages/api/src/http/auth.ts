import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** The signed-in caller: the access token's subject (user id and username). */
export type AuthUser = { id: number; username: string };

/** How an access token is sent: `Authorization: Bearer <token>`. */
export const BEARER = /^Bearer\s+(\S+)$/i;

/** What reads an access token (the auth module's token service, given by app.ts): its holder, or null. */
export interface AccessTokenReader {
  verify(token: string): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by registerAuth from a valid `Authorization: Bearer` token, else null. */
    user: AuthUser | null;
  }
}

/**
 * Reads the access token of every request in `scope` (registered on the /api scope in app.ts,
 * before the routes). A missing or invalid token leaves `request.user` null, so public routes
 * still answer (optionally personalised with `request.user?.id`); protected routes add
 * `authenticate` or call `requireUser(request)`.
 */
export function registerAuth(scope: FastifyInstance, { tokens }: { tokens: AccessTokenReader }): void {
  scope.decorateRequest('user', null);
  // A callback hook: a visitor's request (no token) passes without a promise and a turn of the
  // microtask queue, on every api request.
  scope.addHook('onRequest', (request, _reply, done) => {
    const authorization = request.headers.authorization;
    const match = authorization === undefined ? null : BEARER.exec(authorization);
    if (!match) {
      request.user = null;
      done();
      return;
    }
    tokens.verify(match[1]!).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}

/**
 * preHandler for routes that need a signed-in user: 401 UNAUTHORIZED (the web app then signs out)
 * when the request carries no valid access token.
 *
 *   app.get('/v1/favourites', { preHandler: authenticate, schema }, (request) =>
 *     favourites.list(requireUser(request).id));
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** The signed-in user of the request, or a 401 UNAUTHORIZED error. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'UNAUTHORIZED');
  return request.user;
}
