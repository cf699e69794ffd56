/**
 * Migrates the database and, when it holds no catalogue yet, seeds the demo of `npm start`.
 * Runs as its own short process before the api starts, because an embedded PGlite database has
 * one owner at a time.
 */
import { createDatabase, loadConfig, migrateDatabase, seedStakingOptions } from '@vrmarket/api';
import { readDeployment } from '@vrmarket/contracts/deploy';
import { topLevelCategories } from './catalogue.ts';
import { seedDemo } from './demo/index.ts';
import { seedPets } from './pets.ts';
import { createMediaStore } from './store.ts';
import { seedStoreTemplates } from './storeTemplates.ts';
import { seedTemplates } from './templates.ts';

const log = (line: string) => console.log(`[seed] ${line}`);
const config = loadConfig();
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  const { rows } = (await database.db.execute(
    'select count(*)::int as count from categories',
  )) as unknown as {
    rows: Array<{ count: number }>;
  };
  if (rows[0]!.count > 0) {
    log('the database already holds a catalogue; nothing to seed');
  } else {
    if (config.storage.kind !== 'local')
      throw new Error('The demo seed writes media to local storage (STORAGE=local).');
    const deployment = readDeployment(config.chain.deploymentsFile, config.chain.chainId);
    if (!deployment)
      throw new Error(
        `No contracts deployed for chain ${config.chain.chainId} in ${config.chain.deploymentsFile}`,
      );
    const started = Date.now();
    const count = await seedDemo({
      db: database.db,
      store: createMediaStore(database.db, config.storage.mediaDir),
      rpcUrl: config.chain.rpcUrl,
      chainId: config.chain.chainId,
      deployment,
      log,
    });
    log(`seeded ${count} demo NFTs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // One staking asset per top-level category of the market (mystery cards are prizes, not assets).
  const stakingOptions = await seedStakingOptions(
    database.db,
    topLevelCategories.filter((c) => c.showOnMarket).map((c) => ({ id: c.id, name: c.title })),
  );
  if (stakingOptions > 0) log(`seeded ${stakingOptions} staking options`);
  if (config.storage.kind === 'local') {
    const store = createMediaStore(database.db, config.storage.mediaDir);
    const templates = await seedTemplates({ db: database.db, store, log });
    if (templates > 0) log(`seeded ${templates} templates`);
    const storeTemplateCount = await seedStoreTemplates({ db: database.db, store, log });
    if (storeTemplateCount > 0) log(`seeded ${storeTemplateCount} vrStore templates`);
    const combos = await seedPets({ db: database.db, store, log });
    if (combos > 0) log(`seeded ${combos} pet combos`);
  }
} finally {
  await database.close();
}
