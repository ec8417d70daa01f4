import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

function launch(
  port: number,
  env: Record<string, string> = {},
  stderr: 'inherit' | 'pipe' = 'inherit',
) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
      PUBLIC_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
  });
}

/** Runs a server that must refuse to start: its exit code and what it printed. */
async function refusal(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = launch(await freePort(), env, 'pipe');
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

async function start(port: number): Promise<ChildProcess> {
  const child = launch(port);
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

    // A second server on the same DATA_DIR is refused while the first holds it.
    const second = await refusal({});
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`The embedded database in ${path.join(dataDir, 'pglite')}`);
    expect(second.stderr).toContain(`process ${first.pid}`);
    expect(second.stderr).not.toMatch(/\n\s+at /);
    expect(await stop(first)).toBe(0);

    const restarted = await start(port);
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
    expect(await stop(restarted)).toBe(0);
  }, 400_000);
});

describe('start-up that cannot go on says why, without a stack trace', () => {
  it('refuses demo accounts at a public address unless told so', async () => {
    const { code, stderr } = await refusal({ PUBLIC_URL: 'https://quad.example.edu' });
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start: PUBLIC_URL is https://quad.example.edu');
    expect(stderr).toContain('ALLOW_PUBLIC_DEMO=true');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('names a damaged secrets file and a damaged database folder', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'quad-broken-'));
    try {
      writeFileSync(path.join(broken, 'secrets.json'), '{"jwt": "short"');
      let result = await refusal({ DATA_DIR: broken });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `${path.join(broken, 'secrets.json')} cannot be read as JSON`,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);

      rmSync(path.join(broken, 'secrets.json'));
      mkdirSync(path.join(broken, 'pglite', 'global'), { recursive: true });
      writeFileSync(path.join(broken, 'pglite', 'PG_VERSION'), '17\n');
      result = await refusal({ DATA_DIR: broken });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('global/pg_control is missing');
      expect(result.stderr).toContain(path.join(broken, 'pglite'));

      writeFileSync(path.join(broken, 'pglite', 'global', 'pg_control'), randomBytes(8192));
      result = await refusal({ DATA_DIR: broken });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The embedded database in ${path.join(broken, 'pglite')} cannot be opened`,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 180_000);
});
