import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../core/db/client';
import { randomHex } from '../core/random';

/** A database engine a test runs against. */
export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `close()` also drops a PostgreSQL scratch database. */
  open(): Promise<Database>;
}

/**
 * Test helper: in-memory PGlite always, plus a scratch database on the PostgreSQL server of
 * TEST_DATABASE_URL when it is set, so the same assertions prove both engines behave alike.
 */
export function testEngines(): TestEngine[] {
  const engines: TestEngine[] = [{ name: 'pglite', open: () => openDatabase({}) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) engines.push({ name: 'postgres', open: () => openScratchPostgres(url) });
  return engines;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openScratchPostgres(url: string): Promise<Database> {
  const name = `quad_test_${randomHex(6)}`;
  await adminQuery(url, `create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scratch.toString(), poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists "${name}"`);
    },
  };
}

/** Rows of a raw query; both drivers answer `{ rows }`, which the shared Db type leaves untyped. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openScratchPostgres(url) : openDatabase({});
}
