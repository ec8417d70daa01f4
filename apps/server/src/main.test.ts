import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-main-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server not ready in 150 s');
}

function post(port: number, path: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/v1/interactionSite/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('seeds once, drains on SIGTERM and keeps data and accounts across a restart', async () => {
    const port = await freePort();
    const first = await start(port);
    const settingsUrl = `http://127.0.0.1:${port}/api/v1/widget/settings?groupId=1`;
    const before = (await (await fetch(settingsUrl)).json()) as {
      data: { universities: { name: string }[] };
    };
    expect(before.data.universities.map((u) => u.name)).toEqual([
      'Demo University',
      'Demo College',
    ]);
    const registered = await post(port, 'registration', {
      email: 'restart.check@example.com',
      password: 'violet-harbour-47',
      name: 'Rosa',
      last_name: 'Lindqvist',
      university_id: 1,
    });
    expect(registered.status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = await start(port);
    const after = (await (await fetch(settingsUrl)).json()) as {
      data: { universities: { name: string }[] };
    };
    expect(after.data.universities.map((u) => u.name)).toEqual(['Demo University', 'Demo College']);
    const login = await post(port, 'login', {
      email: 'restart.check@example.com',
      password: 'violet-harbour-47',
      universityId: 1,
      accessType: 'web',
    });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { data: { account: { email: string } } };
    expect(body.data.account.email).toBe('restart.check@example.com');
    expect(await stop(second)).toBe(0);
  }, 400_000);
});
