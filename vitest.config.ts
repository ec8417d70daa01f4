import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // PGlite boots a WASM PostgreSQL per server test file: two workers suit a 2-core machine.
    maxWorkers: 2,
  },
});
