import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots a WASM PostgreSQL per test file: keep the 2-core machine from thrashing.
    maxWorkers: 2,
  },
});
