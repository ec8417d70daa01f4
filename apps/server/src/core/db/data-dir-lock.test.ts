import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function freshDir(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quad-lock-'));
  dirs.push(parent);
  return path.join(parent, 'pglite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('lets one holder in, names it to the next, and frees the folder on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const holder = JSON.parse(readFileSync(lock.file, 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`${dir}.*in use by another Quad server[\\s\\S]*process ${process.pid}`),
    );
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    // Far above any pid_max: no such process.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 30, host: os.hostname() }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock with its own pid that this process did not take (a restarted container)', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, host: os.hostname() }));
    lockDataDir(dir).release();
  });

  it('respects a live holder on this machine, and a holder on another machine', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, host: os.hostname() }));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Quad server/);
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 1, host: 'other-machine' }));
    expect(() => lockDataDir(dir)).toThrow(/process 1 on other-machine/);
  });
});
