import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '@vrmarket/scripts/lib/process';
import { startSystem } from '@vrmarket/scripts/lib/system';
import { e2eWebDist } from '@vrmarket/scripts/lib/web-build';
import { createScratchDatabase, type ScratchDatabase } from '@vrmarket/testkit/postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    idpUrl: string;
    rpcUrl: string;
    chainId: number;
    /** Where scenarios claim the NFTs they change (src/claims.ts). */
    claimsDir: string;
  }
}

/** Where the api's and the idp's output of the last run is kept (`npm test` prints it on a failure). */
export const E2E_LOG_DIR = join(repoRoot, '.tmp/e2e-logs');

/** The whole system, started once for every scenario, on free ports and a throw-away data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vrmarket-e2e-'));
  rmSync(E2E_LOG_DIR, { recursive: true, force: true });
  const database = await e2eDatabase();
  const system = await startSystem({
    dataDir,
    databaseUrl: database?.url,
    appPort: await freePort(),
    idpPort: await freePort(),
    chainPort: await freePort(),
    webDist: e2eWebDist,
    // The same flags as `npm start`: buying on, so the scenarios run the demo's main journey.
    // Request logs (vitest's NODE_ENV=test would silence them) go to the log folder.
    apiEnv: { ALLOW_BUY: '1', LOG_LEVEL: 'info' },
    quiet: !process.env.E2E_VERBOSE,
    logDir: E2E_LOG_DIR,
    log: (line) => console.log(`[e2e] ${line}`),
  });
  project.provide('appUrl', system.url);
  project.provide('idpUrl', system.idpUrl);
  project.provide('rpcUrl', system.rpcUrl);
  project.provide('chainId', system.chainId);
  const claimsDir = join(dataDir, 'claims');
  mkdirSync(claimsDir);
  project.provide('claimsDir', claimsDir);
  return async () => {
    await system.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * With DATABASE_URL set (CI), the shared system runs on a fresh PostgreSQL database beside it, as
 * the api tests do; otherwise on the embedded PGlite, as `npm start`. PostgreSQL also spares the
 * api's process the WASM database's CPU, which the browsers on two cores need.
 */
async function e2eDatabase(): Promise<ScratchDatabase | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? createScratchDatabase(adminUrl, `vrmarket_e2e_${process.pid}`) : undefined;
}
