import { verify } from '@node-rs/argon2';
import { and, eq, gt, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Config } from '../core/config/config';
import { ConfigError } from '../core/config/config';
import type { Db } from '../core/db/client';
import { accounts, ambassadorAccessCodes } from '../core/db/schema';
import { isLoopbackHost } from '../core/http/local-request';
import { DEMO_ACCESS_CODE } from './demo-universities';
import { DEMO_PASSWORD } from './seed-demo';

/** Demo accounts whose password is still the one the README publishes. */
async function openDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      and(
        like(accounts.email, '%@demo.test'),
        isNull(accounts.deletedAt),
        isNotNull(accounts.passwordHash),
      ),
    );
  // The seed gives every demo account one hash: verify each distinct hash once.
  const open = new Map<string, boolean>();
  for (const row of rows) {
    const hash = row.passwordHash ?? '';
    if (!open.has(hash)) open.set(hash, await verify(hash, DEMO_PASSWORD).catch(() => false));
  }
  return rows.filter((row) => open.get(row.passwordHash ?? '')).map((row) => row.email);
}

/** The published demo access code, while it still lets people apply as ambassadors. */
async function openDemoAccessCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: ambassadorAccessCodes.code })
    .from(ambassadorAccessCodes)
    .where(
      and(
        eq(ambassadorAccessCodes.code, DEMO_ACCESS_CODE),
        eq(ambassadorAccessCodes.isActive, true),
        isNull(ambassadorAccessCodes.revokedAt),
        or(
          isNull(ambassadorAccessCodes.expiresAt),
          gt(ambassadorAccessCodes.expiresAt, sql`now()`),
        ),
      ),
    );
  return rows.map((row) => `the access code ${row.code}`);
}

/**
 * Refuses to serve demo accounts (published password) at an address other people can reach,
 * unless ALLOW_PUBLIC_DEMO=true says this is a public demo on purpose.
 */
export async function assertDemoSafe(
  config: Pick<Config, 'publicUrl' | 'seedDemo' | 'allowPublicDemo'>,
  db: Db,
): Promise<void> {
  if (config.allowPublicDemo || isLoopbackHost(new URL(config.publicUrl).host)) return;
  const open = config.seedDemo
    ? ['admin@demo.test (about to be seeded)']
    : [...(await openDemoAccounts(db)), ...(await openDemoAccessCodes(db))];
  if (open.length === 0) return;
  throw new ConfigError(
    [
      `Refusing to start: PUBLIC_URL is ${config.publicUrl}, an address other people can reach,`,
      `and this server would accept demo credentials published in the README`,
      `(${open.slice(0, 3).join(', ')}${open.length > 3 ? ` and ${open.length - 3} more` : ''}).`,
      'Set SEED_DEMO=false and use a database without the demo universities, or set',
      'ALLOW_PUBLIC_DEMO=true if this is meant to be a public demo.',
    ].join('\n  '),
  );
}
