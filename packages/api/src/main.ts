import { buildApp } from './app.ts';
import { createComponents } from './components.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';

/** Starts the api: config → components → minter role check → migrations → listen; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const components = await createComponents(config);
  const { log, database, indexer, shared, payouts, minterRoles, mediaSweep, notificationJobs } = components;
  // The api's key must not be an admin of the contracts (refused off the local chain). Checked
  // again in the background until the chain answers; nothing is signed with the key before.
  await minterRoles.start();
  // A first connection to Redis, if any (else the replica starts in-process, with a warning).
  await shared.ready();
  await migrateDatabase(database);
  log.info({ database: database.kind }, 'database migrated');

  // Credits left unsettled by a stopped api are settled against the chain (not sent again) before
  // this one takes requests; what the chain cannot tell yet is retried in the background.
  await payouts.start();
  const app = buildApp(components);
  await app.listen({ host: config.host, port: config.port });
  // Every replica runs the loop; only the holder of the advisory lock indexes.
  indexer.start();
  // Every replica sweeps orphan uploads now and then; each file is removed by one of them.
  mediaSweep.start();
  // Every replica looks for rentals ending and stakes unlocked; each is notified once.
  notificationJobs.start();
  log.info(`vrmarket api listening on http://${config.host}:${config.port} (public URL ${config.publicUrl})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      payouts.stop();
      minterRoles.stop();
      await indexer.stop();
      await mediaSweep.stop();
      await notificationJobs.stop();
      await app.close();
      await shared.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Config errors are for humans: print the message alone, not a stack.
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
