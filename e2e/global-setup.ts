import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { e2eWorkers } from './worker-count';
import { startTestServer, type TestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One demo server per worker: test files that run side by side never share data. */
    baseUrls: string[];
  }
}

let servers: TestServer[] = [];

/** Builds the app, starts a server with fresh demo data per worker, and hands their URLs on. */
export async function setup(project: TestProject): Promise<void> {
  buildIfNeeded();
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, (_, index) => startTestServer(`shared-${index + 1}`)),
  );
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // No server outlives a failed start.
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.close()));
}
