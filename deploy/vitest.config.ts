import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiling the Compose schema takes seconds on a loaded machine.
  test: { name: 'deploy', include: ['*.test.ts'], testTimeout: 30_000 },
});
