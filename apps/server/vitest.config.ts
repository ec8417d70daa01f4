import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/no-outbound-network.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database (STYLE.md), so the files of a worker share the
    // modules they import: importing the app anew for each file took more time than the tests.
    isolate: false,
  },
});
