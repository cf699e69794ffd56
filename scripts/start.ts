/**
 * `npm start`: the whole system on one machine, on the embedded defaults. Prints one URL, the
 * demo accounts and the wallet keys to import; Ctrl-C stops everything it started.
 */
import { join } from 'node:path';
import { StartGuardError } from './lib/guards.ts';
import { repoRoot } from './lib/process.ts';
import { type RunningSystem, startSystem } from './lib/system.ts';
import { printWelcome } from './lib/welcome.ts';

const started = Date.now();
const log = (line: string) => console.log(`[start] ${line}`);

let system: RunningSystem;
try {
  system = await startSystem({
    dataDir: process.env.DATA_DIR || join(repoRoot, 'data'),
    appPort: Number(process.env.PORT || 3000),
    idpPort: Number(process.env.IDP_PORT || 3001),
    chainPort: Number(process.env.CHAIN_PORT || 8545),
    databaseUrl: process.env.DATABASE_URL || undefined,
    apiEnv: { ALLOW_BUY: process.env.ALLOW_BUY ?? '1' },
    log,
  });
} catch (error) {
  // A guard's message is the whole story (a busy port, a data folder in use): no stack.
  if (error instanceof StartGuardError)
    for (const line of error.message.split('\n')) console.error(`[start] ${line}`);
  else console.error(error);
  process.exit(1);
}

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
