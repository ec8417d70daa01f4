// The built Quad server (apps/server/dist/main.js) with fresh demo data on PGlite, on a free port,
// in a scratch folder: the browser tests (e2e/server.ts) and the web bench start it this one way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
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

/**
 * Starts the built server and waits for `/readyz`; `env` adds or overrides settings (a test's own
 * identity provider, another web build). A server that never becomes ready is stopped and its
 * folder removed.
 */
export async function startDemoServer({ name, env = () => ({}), readyWithinMs = 90_000 }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `quad-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child;

  async function start() {
    const running = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        // Development: any origin may frame the widget (the tests' and the bench's host pages).
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
    const deadline = Date.now() + readyWithinMs;
    while (Date.now() < deadline) {
      if (running.exitCode !== null) throw new Error(`server exited with ${running.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server did not become ready in ${readyWithinMs / 1000} s`);
  }

  async function stop() {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async function close() {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, start, stop, close };
}
