import { existsSync, linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../config/config';

/** Held while this process owns an embedded database; released by `release()`. */
export interface DataDirLock {
  file: string;
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? '?') }
      : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds: a lock with our pid that is not here was left by a former
 * process that had the same pid (containers restart with the same pids). */
const heldHere = new Set<string>();

/** Whether the holder still runs: same machine, the pid answers, and it is a Node process. */
function isAlive(holder: Holder, file: string): boolean {
  if (holder.host !== os.hostname()) return true; // another machine on a shared disk: assume so
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A pid reused after a reboot by something else does not hold the database.
  const cmdline = `/proc/${holder.pid}/cmdline`;
  return !existsSync(cmdline) || /node|quad/i.test(readFileSync(cmdline, 'utf8'));
}

/**
 * Takes the lock file `<dir>.lock` (pid, host, start time) for an embedded database folder.
 * The file appears atomically (hard link of a private temp file), so of two servers starting
 * together exactly one wins; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = `${dir}.lock`;
  const mine: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temp, JSON.stringify(mine));
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        linkSync(temp, file);
        heldHere.add(file);
        return {
          file,
          release() {
            if (!heldHere.delete(file)) return;
            if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder, file)) {
        throw new StartupError(
          [
            `The embedded database in ${dir} is in use by another Quad server`,
            `(process ${holder.pid} on ${holder.host}, started ${holder.startedAt}).`,
            'Only one process may open it: stop that server, or give this one another DATA_DIR',
            '(or a DATABASE_URL shared by every node).',
            `If no Quad server runs, delete ${file}.`,
          ].join('\n  '),
        );
      }
      // The holder is gone (crash, kill -9): take over its stale lock.
      rmSync(file, { force: true });
    }
    throw new StartupError(`Could not take the lock ${file}: another server keeps taking it.`);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
}
