import { defineConfig } from 'vitest/config';

/** Unit tests of the web's pure helpers (no DOM needed). */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
  },
});
