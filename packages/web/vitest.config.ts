import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the web's pure helpers and build plugins (`*.test.ts`, no DOM) and component tests
 * (`*.test.tsx`, each under happy-dom by its first line, rendered with src/testing/renderInApp.tsx).
 */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/*.test.ts'],
    // A poll waits for what a click brings (see src/testing/renderInApp.tsx), 1 s by default.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 30_000,
  },
});
