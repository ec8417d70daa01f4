import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startTestServer, type TestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: TestServer | undefined;

/** Builds the app, starts it on a free port with fresh demo data, and hands its URL to the tests. */
export async function setup(project: TestProject): Promise<void> {
  buildIfNeeded();
  server = await startTestServer('shared');
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
