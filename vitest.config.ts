import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Every test layer but e2e, each package with its own config. e2e runs last, on its own. */
const projects = [
  'packages/domain',
  'packages/contracts',
  'packages/idp',
  'packages/api',
  'packages/web',
  'packages/testkit',
  'scripts/seed',
  'scripts/lib',
  'deploy',
].filter((dir) => existsSync(`${dir}/vitest.config.ts`));

export default defineConfig({
  test: {
    projects,
    // 2 cores: parallel but bounded.
    maxWorkers: 2,
  },
});
