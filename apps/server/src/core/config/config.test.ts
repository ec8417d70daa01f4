import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'quad-config-'));

describe('loadConfig', () => {
  it('uses PGlite in DATA_DIR and seeds demo data by default', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.pgliteDir).toBe(path.join(dir, 'pglite'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.port).toBe(3000);
  });

  it('keeps the generated secret across loads of the same DATA_DIR', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', REDIS_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('switches to PostgreSQL with DATABASE_URL and never seeds in production', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://db/quad',
      NODE_ENV: 'production',
    });
    expect(config.pgliteDir).toBeUndefined();
    expect(config.seedDemo).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', REDIS_URL: 'http://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', REDIS_URL: 'http://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('REDIS_URL');
    }
  });
});
