import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

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
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
