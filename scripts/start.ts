/**
 * `npm start`: the whole system on one machine, on the embedded defaults. Prints one URL, the
 * demo accounts and the wallet keys to import; Ctrl-C stops everything it started.
 */
import { join } from 'node:path';
import { repoRoot } from './lib/process.ts';
import { startSystem } from './lib/system.ts';
import { printWelcome } from './lib/welcome.ts';

const started = Date.now();
const log = (line: string) => console.log(`[start] ${line}`);

const system = await startSystem({
  dataDir: process.env.DATA_DIR ?? join(repoRoot, 'data'),
  appPort: Number(process.env.PORT ?? 3000),
  idpPort: Number(process.env.IDP_PORT ?? 3001),
  chainPort: Number(process.env.CHAIN_PORT ?? 8545),
  databaseUrl: process.env.DATABASE_URL || undefined,
  apiEnv: { ALLOW_BUY: process.env.ALLOW_BUY ?? '1' },
  log,
});

printWelcome(system, Date.now() - started);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await system.stop();
    process.exit(0);
  });
}
