import { readFileSync } from 'node:fs';
import { openTestDatabase, type TestDatabase } from '@vrmarket/testkit/database';
import { inject } from 'vitest';

export type { TestDatabase } from '@vrmarket/testkit/database';

/** The run's migrated PGlite data folder (test/global-setup.ts), read once per test process. */
let pgliteTemplate: Blob | undefined;

function migratedPgliteDump(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * An isolated, migrated database for one test file, started as a copy of the run's migrated
 * template (test/global-setup.ts) when there is one.
 */
export function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  return openTestDatabase({
    migrate,
    pgliteDump: migrate ? migratedPgliteDump() : undefined,
    postgresTemplate: migrate ? inject('postgresTemplate') : undefined,
  });
}
