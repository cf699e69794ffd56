import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'seed', include: ['*.test.ts'], testTimeout: 30_000 },
});
