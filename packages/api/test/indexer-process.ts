/**
 * An indexer in a process of its own (reliability.test.ts kills it with SIGKILL in the
 * middle of a sync). Env: DATABASE_URL, RPC_URL, CHAIN_ID, DEPLOYMENT (JSON). Each step waits 30 ms,
 * so a sync of a few dozen blocks lasts long enough to be interrupted.
 */
import type { Deployment } from '@vrmarket/contracts';
import pino from 'pino';
import { createChainClient } from '../src/chain/client.ts';
import { chainSetupOf } from '../src/chain/contracts.ts';
import { createIndexer } from '../src/chain/indexer.ts';
import { createIndexerLock } from '../src/chain/lock.ts';
import { createDatabase } from '../src/db/database.ts';

const env = process.env as Record<string, string>;
const chainId = Number(env.CHAIN_ID);
const setup = chainSetupOf(JSON.parse(env.DEPLOYMENT!) as Deployment, chainId);
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: 'memory://' });
createIndexer({
  db: database.db,
  chain: createChainClient({ rpcUrl: env.RPC_URL!, chainId }),
  deployments: () => new Promise((resolve) => setTimeout(() => resolve(setup), 30)),
  log: pino({ level: 'silent' }),
  lock: createIndexerLock(database, chainId),
  confirmations: 0,
  batchSize: 1,
}).start();
