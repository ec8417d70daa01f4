import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { StartupError } from '../config/config';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
/** The one database type every repository receives: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** Extra connection options for a node-postgres pool. */
  poolSize?: number;
}

/** Folder holding the drizzle-kit migration history, in the source tree and beside the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/core/db → ../../../drizzle ; dist → ../drizzle
  const candidates = [path.resolve(here, '../../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta')));
  if (found) return found;
  throw new Error(`Migration folder not found near ${here}`);
}

/** Opens PGlite or PostgreSQL and applies the migration history. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!options.dataDir) {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: folder });
    return pgliteDatabase(db as unknown as Db, () => client.close());
  }
  const dir = options.dataDir;
  mkdirSync(dir, { recursive: true });
  const lock = lockDataDir(dir);
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    assertDatabaseFolder(dir);
    client = new PGlite(dir);
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: folder });
    const opened = client;
    return pgliteDatabase(db as unknown as Db, async () => {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    });
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      [
        `The embedded database in ${dir} cannot be opened: ${describe(error)}.`,
        'Its files are damaged or were written by something else. Restore the folder from a',
        'backup, or move it away to start with an empty database.',
      ].join('\n  '),
    );
  }
}

function pgliteDatabase(db: Db, close: () => Promise<void>): Database {
  return { db, kind: 'pglite', ping: () => ping(db), close };
}

/** A folder that is neither empty nor a PostgreSQL data folder is refused before PGlite reads it. */
function assertDatabaseFolder(dir: string): void {
  const entries = readdirSync(dir).filter((name) => !name.startsWith('.'));
  if (entries.length === 0) return;
  const missing = ['PG_VERSION', 'global/pg_control'].filter(
    (name) => !existsSync(path.join(dir, name)),
  );
  if (missing.length > 0) {
    throw new StartupError(
      [
        `The embedded database in ${dir} is incomplete: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`,
        'Restore the folder from a backup, or move it away to start with an empty database.',
      ].join('\n  '),
    );
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 200) || 'unknown error';
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
