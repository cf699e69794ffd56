import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot } from '../../../scripts/lib/process.ts';
import { startSystem } from '../../../scripts/lib/system.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    idpUrl: string;
    rpcUrl: string;
    chainId: number;
  }
}

/** The whole system, started once for every scenario, on free ports and a throw-away data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vrmarket-e2e-'));
  const system = await startSystem({
    dataDir,
    appPort: await freePort(),
    idpPort: await freePort(),
    chainPort: await freePort(),
    webDist: join(repoRoot, '.tmp/e2e-web-dist'),
    // The same flags as `npm start`: buying on, so the scenarios run the demo's main journey.
    apiEnv: { ALLOW_BUY: '1' },
    quiet: !process.env.E2E_VERBOSE,
    log: (line) => console.log(`[e2e] ${line}`),
  });
  project.provide('appUrl', system.url);
  project.provide('idpUrl', system.idpUrl);
  project.provide('rpcUrl', system.rpcUrl);
  project.provide('chainId', system.chainId);
  return async () => {
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
