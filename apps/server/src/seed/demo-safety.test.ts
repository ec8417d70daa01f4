import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/client';
import { openTestDatabase } from '../test/test-database';
import { ambassadorAccessCodes } from '../core/db/schema';
import { buildAccount, buildUniversity } from '../test/factories';
import { assertDemoSafe } from './demo-safety';
import { DEMO_PASSWORD } from './seed-demo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const publicSite = {
  publicUrl: 'https://quad.example.edu',
  seedDemo: false,
  allowPublicDemo: false,
};

describe('assertDemoSafe', () => {
  it('lets a public server start while no demo account has the published password', async () => {
    await buildAccount(database.db, {
      email: 'admin@demo.test',
      passwordHash: await hash('a-private-password-9'),
    });
    await expect(assertDemoSafe(publicSite, database.db)).resolves.toBeUndefined();
  });

  it('refuses a public server with demo accounts, or about to seed them, unless allowed', async () => {
    await buildAccount(database.db, {
      email: 'ambassador@demo.test',
      passwordHash: await hash(DEMO_PASSWORD),
    });
    await expect(assertDemoSafe(publicSite, database.db)).rejects.toThrow(
      /PUBLIC_URL is https:\/\/quad\.example\.edu[\s\S]*ambassador@demo\.test/,
    );
    await expect(assertDemoSafe({ ...publicSite, seedDemo: true }, database.db)).rejects.toThrow(
      /about to be seeded/,
    );
    await expect(
      assertDemoSafe({ ...publicSite, allowPublicDemo: true }, database.db),
    ).resolves.toBeUndefined();
  });

  it('refuses a public server while the published access code still takes applications', async () => {
    const clean = await openTestDatabase();
    try {
      const university = await buildUniversity(clean.db);
      const [code] = await clean.db
        .insert(ambassadorAccessCodes)
        .values({ code: 'DEMO-ACCESS', universityId: university.id })
        .returning();
      await expect(assertDemoSafe(publicSite, clean.db)).rejects.toThrow(/access code DEMO-ACCESS/);
      await clean.db.update(ambassadorAccessCodes).set({ revokedAt: new Date(), isActive: false });
      expect(code?.code).toBe('DEMO-ACCESS');
      await expect(assertDemoSafe(publicSite, clean.db)).resolves.toBeUndefined();
    } finally {
      await clean.close();
    }
  });

  it('always lets a server on localhost start', async () => {
    for (const publicUrl of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
    ]) {
      await expect(
        assertDemoSafe({ publicUrl, seedDemo: true, allowPublicDemo: false }, database.db),
      ).resolves.toBeUndefined();
    }
  });
});
