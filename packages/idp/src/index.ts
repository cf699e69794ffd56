import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { renderAvatarPng } from './avatar.ts';
import { handleInteraction } from './interactions.ts';
import { loadSigningKeys } from './keys.ts';
import { createProvider, type IdpClient } from './provider.ts';
import { demoUsers } from './users.ts';

export type { IdpClient } from './provider.ts';
export { DEMO_PASSWORD, type DemoUser, demoUsers, type SocialLinks } from './users.ts';

export const defaultClient: IdpClient = {
  clientId: 'vrmarket',
  clientSecret: 'vrmarket-dev-secret',
  redirectUris: ['http://localhost:3000/api/auth/oidc/callback'],
  postLogoutRedirectUris: ['http://localhost:3000/'],
};

export interface StartIdpOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to http://localhost:<port>. Must have no path: the provider is mounted at the root. */
  issuer?: string;
  clients?: IdpClient[];
  /** Keep the signing keys in <keysDir>/jwks.json; without it a new key is made at each start. */
  keysDir?: string;
  cookieKeys?: string[];
  /**
   * The sign-in page shows the demo accounts and their password in 'development' only. Defaults
   * to NODE_ENV, and to production when it is unset (`npm start` and the e2e ask for development).
   */
  environment?: IdpEnvironment;
}

export type IdpEnvironment = 'development' | 'production' | 'test';

/** The environment NODE_ENV names; production unless it says development or test. */
export function idpEnvironment(nodeEnv = process.env.NODE_ENV): IdpEnvironment {
  return nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production';
}

export interface RunningIdp {
  issuer: string;
  port: number;
  stop(): Promise<void>;
}

export async function startIdp({
  port = 3001,
  host = '127.0.0.1',
  issuer,
  clients = [defaultClient],
  keysDir,
  cookieKeys = ['vrmarket-dev-cookie-key-1', 'vrmarket-dev-cookie-key-0'],
  environment = idpEnvironment(),
}: StartIdpOptions = {}): Promise<RunningIdp> {
  const jwks = await loadSigningKeys(keysDir);
  // The issuer may depend on the bound port, so the provider is created after listen().
  let idp: Idp | undefined;
  const server = createServer((req, res) => {
    if (!idp) return void res.writeHead(503).end();
    route(idp, req, res).catch((error: unknown) => {
      console.error('[idp] request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const boundPort = (server.address() as AddressInfo).port;
  const finalIssuer = (issuer ?? `http://localhost:${boundPort}`).replace(/\/$/, '');
  const provider = createProvider({ issuer: finalIssuer, clients, jwks, cookieKeys });
  idp = { provider, handleProtocol: provider.callback(), development: environment === 'development' };

  return {
    issuer: finalIssuer,
    port: boundPort,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

interface Idp {
  provider: Provider;
  /** oidc-provider's own endpoints (discovery, auth, token, userinfo, jwks, logout). */
  handleProtocol: (req: IncomingMessage, res: ServerResponse) => unknown;
  development: boolean;
}

async function route(
  { provider, handleProtocol, development }: Idp,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://idp.invalid');
  const avatar = /^\/avatars\/([a-z0-9_-]+)\.png$/.exec(pathname);
  if (avatar && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    res.end(renderAvatarPng(avatar[1]!));
    return;
  }
  if (pathname === '/' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(
      `vrmarket development OpenID provider\nDiscovery: /.well-known/openid-configuration\nUsers: ${demoUsers.map((u) => u.username).join(', ')}\n`,
    );
    return;
  }
  if (await handleInteraction(provider, req, res, pathname, { development })) return;
  await handleProtocol(req, res);
}
