import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser per file; two files at a time on two cores.
    maxWorkers: 2,
    // A scenario that fails is run once more (on a fresh page) before the run fails: one slow
    // moment of a loaded CI machine must not throw away a whole run. The first failure is still
    // printed, and a scenario that is really broken fails both times.
    retry: 1,
  },
});
