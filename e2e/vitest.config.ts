import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './worker-count';

const workers = e2eWorkers();

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits for what a person would see; on a busy machine that can take more than the
    // default second (a deadline, not a measurement: a passing poll returns at once).
    expect: { poll: { timeout: 15_000 } },
    // Each worker drives its own browser against its own demo server (global-setup.ts).
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
