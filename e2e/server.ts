import { startDemoServer, type DemoServer } from '../scripts/demo-server.mjs';

export { freePort } from '../scripts/demo-server.mjs';

/** A built Quad server with demo data in a folder of its own. */
export type TestServer = DemoServer;

/**
 * Starts `apps/server/dist/main.js` (built by the global setup) on a free port with fresh demo
 * data; `env` adds or overrides settings (a test's own identity provider, say).
 */
export function startTestServer(
  name: string,
  env: (baseUrl: string) => Record<string, string> = () => ({}),
): Promise<TestServer> {
  // Generous: two servers seed side by side, and this waits for readiness, it does not time it.
  return startDemoServer({ name: `e2e-${name}`, env, readyWithinMs: 240_000 });
}
