import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../core/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const { Client } = await import('pg');
  const name = `quad_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
