import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A built Quad server with demo data in a folder of its own. */
export interface TestServer {
  baseUrl: string;
  /** Stops the process and keeps its data, so `start` brings the same site back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/**
 * Starts `apps/server/dist/main.js` (built by the global setup) on a free port with fresh demo
 * data; `env` adds or overrides settings (a test's own identity provider, say).
 */
export async function startTestServer(
  name: string,
  env: (baseUrl: string) => Record<string, string> = () => ({}),
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `quad-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const running = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        ...env(baseUrl),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child = running;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (running.exitCode !== null) throw new Error(`server exited with ${running.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server did not become ready in 90 s');
  }

  async function stop(): Promise<void> {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    baseUrl,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
