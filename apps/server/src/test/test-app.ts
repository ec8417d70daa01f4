import { buildApp, type App } from '../app';
import { testConfig, type Config } from '../core/config/config';
import type { Database } from '../core/db/client';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** buildApp on a fresh test database; REDIS_URL is used only when a test passes it in. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
