import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Migrates one template database that each test file's database copies.
    globalSetup: ['./test/global-setup.ts'],
    // Each test file opens its own database; two at a time fits a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // A worker's files share its module graph (each test builds its app and database from
    // factories; no module state is shared): importing the api per file took 3 s of CPU each.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
