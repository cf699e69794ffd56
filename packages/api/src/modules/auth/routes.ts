import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import {
  headerLinksShape,
  loginAnswerShape,
  networkShape,
  profileShape,
  siweNonceShape,
} from '@vrmarket/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { authenticate, requireUser } from '../../http/auth.ts';
import { rateLimitKey } from '../../http/security.ts';
import { linksOf, networkOf } from './network.ts';
import type { OidcChecks, OidcClient } from './oidc.ts';
import { codeExchangeBodySchema, passwordLoginBodySchema, siweLinkBodySchema } from './schema.ts';
import type { AuthService } from './service.ts';

const OIDC_COOKIE = 'vrmarket_oidc';
const OIDC_COOKIE_MAX_AGE_S = 10 * 60;
/**
 * Binds the one-time code to the browser that started the sign-in: set at start, mixed into the
 * code's hash at the callback, needed (and cleared) at the exchange. A code leaked from the URL
 * fragment is useless in another browser.
 */
const BROWSER_COOKIE = 'vrmarket_oidc_browser';
/** The web app's page that finishes a sign-in: the code (or the failure) travels in the fragment. */
const LOGIN_PAGE = '/login';

type Dependencies = {
  auth: AuthService;
  oidc: OidcClient;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'chain' | 'links'>;
};

/** Sign-in (OpenID Connect and password), the one-time code exchange and wallet linking by SIWE. */
export function authRoutes({ auth, oidc, config }: Dependencies): FastifyPluginAsyncZod {
  const cookieOptions = {
    path: '/api/auth/oidc',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    signed: true,
  } as const;

  return async (app) => {
    // A key of its own, derived from JWT_SECRET, signs the short-lived sign-in cookie.
    await app.register(cookie, {
      secret: createHash('sha256').update(`oidc-cookie:${config.jwtSecret}`).digest('base64url'),
    });

    app.get(
      '/auth/oidc/start',
      { schema: { tags: ['auth'], summary: 'Redirects to the OpenID provider (code + PKCE)' } },
      async (request, reply) => {
        try {
          const { url, checks } = await oidc.start();
          reply.setCookie(OIDC_COOKIE, JSON.stringify(checks), {
            ...cookieOptions,
            maxAge: OIDC_COOKIE_MAX_AGE_S,
          });
          reply.setCookie(BROWSER_COOKIE, randomBytes(32).toString('base64url'), {
            ...cookieOptions,
            maxAge: OIDC_COOKIE_MAX_AGE_S,
          });
          return reply.redirect(url);
        } catch (error) {
          request.log.error({ err: error }, 'OpenID sign-in could not start');
          return reply.redirect(`${LOGIN_PAGE}#error=unavailable`);
        }
      },
    );

    app.get(
      '/auth/oidc/callback',
      {
        schema: {
          tags: ['auth'],
          summary: 'The OpenID provider returns here; hands the web app a one-time code',
        },
      },
      async (request, reply) => {
        const checks = readChecks(request.unsignCookie(request.cookies[OIDC_COOKIE] ?? ''));
        const browser = readBrowser(request);
        reply.clearCookie(OIDC_COOKIE, cookieOptions);
        try {
          if (!checks || !browser) throw new Error('sign-in cookie missing or invalid');
          const queryStart = request.url.indexOf('?');
          const query = queryStart >= 0 ? request.url.slice(queryStart) : '';
          const code = await auth.oidcLogin(await oidc.finish(query, checks), browser);
          return reply.redirect(`${LOGIN_PAGE}#code=${encodeURIComponent(code)}`);
        } catch (error) {
          // A sign-in failure is logged only (R-AUTH-2).
          request.log.warn({ err: error }, 'OpenID sign-in failed');
          return reply.redirect(`${LOGIN_PAGE}#error=failed`);
        }
      },
    );

    app.post(
      '/auth/oidc/exchange',
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchanges the one-time code of the OpenID callback for an access token',
          body: codeExchangeBodySchema,
          response: { 200: loginAnswerShape },
        },
      },
      (request, reply) => {
        const browser = readBrowser(request);
        reply.clearCookie(BROWSER_COOKIE, cookieOptions);
        return auth.exchangeCode(request.body.code, browser ?? '');
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Username and password sign-in (failures limited per IP; after repeated failures for a username, a solved captcha is required: CAPTCHA_REQUIRED)',
          body: passwordLoginBodySchema,
          response: { 200: loginAnswerShape },
        },
      },
      (request) =>
        // The client as the request limits key it: an IPv6 address by its /64.
        auth.passwordLogin(
          request.body.username,
          request.body.password,
          rateLimitKey(request),
          request.body.captcha,
        ),
    );

    const network = networkOf(config.chain);
    app.get(
      '/v1/configs/network',
      {
        schema: {
          tags: ['configs'],
          summary: 'The chain wallets must be on: id, name, RPC and native currency',
          response: { 200: networkShape },
        },
      },
      () => network,
    );

    const links = linksOf(config.links);
    app.get(
      '/v1/configs/links',
      {
        schema: {
          tags: ['configs'],
          summary: 'External pages of the header: bridge widget, account settings, help',
          response: { 200: headerLinksShape },
        },
      },
      () => links,
    );

    app.get(
      '/v1/auth/siwe/nonce',
      {
        preHandler: authenticate,
        schema: {
          tags: ['auth'],
          summary: 'A single-use nonce and the fields of the EIP-4361 message that links a wallet',
          response: { 200: siweNonceShape },
        },
      },
      (request) => auth.siweNonce(requireUser(request).id),
    );

    app.post(
      '/v1/auth/siwe/link',
      {
        preHandler: authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Links the wallet that signed the EIP-4361 message to the account',
          body: siweLinkBodySchema,
          response: { 200: profileShape },
        },
      },
      (request) => auth.linkWallet(requireUser(request).id, request.body.message, request.body.signature),
    );
  };
}

const checksSchema = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string() });

function readBrowser(request: FastifyRequest): string | null {
  const unsigned = request.unsignCookie(request.cookies[BROWSER_COOKIE] ?? '');
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

function readChecks(unsigned: { valid: boolean; value: string | null }): OidcChecks | null {
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = checksSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
