import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deployerKey } from '@vrmarket/contracts';
import { ensureChain } from './chain.ts';
import { assertPortsFree, lockDataDir } from './guards.ts';
import { repoRoot, run, type Service, startService, tsxBin, waitForHttp } from './process.ts';
import { ensureWebBuild } from './web-build.ts';

export interface SystemOptions {
  dataDir: string;
  appPort: number;
  idpPort: number;
  chainPort: number;
  chainId?: number;
  /** PostgreSQL instead of the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Where the built web app goes (default packages/web/dist). */
  webDist?: string;
  /** Extra environment for the api (flags such as ALLOW_BUY). */
  apiEnv?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Keeps the idp's and the api's output in `<logDir>/{idp,api}.log`, quiet or not. */
  logDir?: string;
  log?: (line: string) => void;
  /** The variables that move each port, named when one is in use (default: `npm start`'s). */
  portVariables?: { app: string; idp: string; chain: string };
}

export interface RunningSystem {
  url: string;
  idpUrl: string;
  rpcUrl: string;
  chainId: number;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on one machine: the local chain with the contracts deployed, the
 * database migrated and seeded, the dev OpenID provider and the api serving the built web app.
 * Used by `npm start` and by the e2e tests, so both run the same system.
 */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const chainId = options.chainId ?? 31337;
  mkdirSync(dataDir, { recursive: true });
  const url = `http://localhost:${options.appPort}`;
  const idpUrl = `http://localhost:${options.idpPort}`;
  // Before anything starts: one system per data folder (the embedded database allows one
  // process), then the ports (another server on the api's port would answer in its place).
  const lock = lockDataDir(dataDir, { url });
  try {
    const names = options.portVariables ?? { app: 'PORT', idp: 'IDP_PORT', chain: 'CHAIN_PORT' };
    await assertPortsFree([
      { port: options.appPort, variable: names.app },
      { port: options.idpPort, variable: names.idp },
      { port: options.chainPort, variable: names.chain },
    ]);
  } catch (error) {
    lock.release();
    throw error;
  }
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });
  const logFile = (name: string) => (options.logDir ? join(options.logDir, `${name}.log`) : undefined);
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => {});
    lock.release();
  };

  try {
    // The web build goes on beside the chain's start and the seed (they wait on anvil and the
    // database much of the time); the api, which serves it, starts after both.
    const webBuild = ensureWebBuild(log, options.webDist);
    webBuild.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    const chain = await ensureChain({
      dataDir,
      port: options.chainPort,
      chainId,
      nftBaseURI: `${url}/api/v1/nft/token/`,
      log,
    });
    stoppers.push(chain.stop);
    const sharedEnv: NodeJS.ProcessEnv = {
      // Development (public dev secrets) is asked for here; the api alone defaults to production.
      NODE_ENV: process.env.NODE_ENV || 'development',
      DATA_DIR: dataDir,
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chainId),
      DEPLOYMENTS_FILE: join(dataDir, 'deployments.json'),
      // The local chain's deployer holds the minter role; its key is a public anvil dev key.
      MINTER_PRIVATE_KEY: deployerKey,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
    };

    log('migrating and seeding the database…');
    await run(tsxBin, [join(repoRoot, 'scripts/seed/run.ts')], { env: sharedEnv, inherit: !options.quiet });

    await webBuild;
    const idp = startService('idp', tsxBin, [join(repoRoot, 'packages/idp/src/main.ts')], {
      quiet: options.quiet,
      logFile: logFile('idp'),
      env: {
        // The dev provider shows the demo accounts and their password in development only.
        NODE_ENV: 'development',
        IDP_PORT: String(options.idpPort),
        IDP_ISSUER: idpUrl,
        IDP_REDIRECT_URIS: `${url}/api/auth/oidc/callback`,
        IDP_POST_LOGOUT_REDIRECT_URIS: url,
        IDP_KEYS_DIR: join(dataDir, 'idp'),
      },
    });
    stoppers.push(idp.stop);

    const startApi = (apiEnv: NodeJS.ProcessEnv | undefined): Service =>
      startService('api', tsxBin, [join(repoRoot, 'packages/api/src/main.ts')], {
        quiet: options.quiet,
        logFile: logFile('api'),
        env: {
          ...sharedEnv,
          PORT: String(options.appPort),
          PUBLIC_URL: url,
          ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
          OIDC_ISSUER: idpUrl,
          ...apiEnv,
        },
      });
    const api = startApi(options.apiEnv);
    stoppers.push(() => api.stop());

    await Promise.all([
      waitForHttp(`${idpUrl}/.well-known/openid-configuration`, 30_000, idp),
      waitForHttp(`${url}/ready`, 60_000, api),
    ]);
    // A server that took a port after the check would have answered in place of a dead child.
    for (const service of [idp, api]) {
      if (service.child.exitCode !== null)
        throw new Error(`${service.name} exited with code ${service.child.exitCode}`);
    }
    return { url, idpUrl, rpcUrl: chain.rpcUrl, chainId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
