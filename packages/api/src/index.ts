/** What scripts (the `npm start` orchestrator, seed, benchmarks) and tests use from the api. */
export { type App, buildApp } from './app.ts';
export { recomputeCollectionStats } from './chain/collection-stats.ts';
export { createDeploymentsReader, type DeploymentsReader } from './chain/deployments.ts';
export { type AppComponents, createComponents } from './components.ts';
export { type Config, ConfigError, loadConfig } from './config.ts';
export { createDatabase, type Database, type Db, rawRows } from './db/database.ts';
export { MIGRATIONS_FOLDER, migrateDatabase } from './db/migrate.ts';
export * as schema from './db/schema/index.ts';
export * from './db/schema/index.ts';
export { registerCompression } from './http/compression.ts';
export { type ErrorEnvelope, HttpError } from './http/errors.ts';
export { hashPassword } from './modules/auth/passwords.ts';
export { createTokenService, type TokenService } from './modules/auth/tokens.ts';
export {
  APP_SETTING_DEFAULTS,
  type AppSettingKey,
  type AppSettings,
  appSettingSchemas,
} from './modules/categories/schema.ts';
export { DEFAULT_STAKING_DURATIONS, seedStakingOptions } from './modules/staking/defaults.ts';
export { type OptimisedModel, optimiseModel } from './modules/uploads/models.ts';
