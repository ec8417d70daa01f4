import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-database';
import { buildUniversity } from '../../test/factories';
import type { Database } from './client';
import { universities } from './schema';
import { commit, commitAcross, type AfterCommit } from './transaction';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** After-commit steps that write down when they ran. */
function recordingAfter(log: string[]): AfterCommit {
  return {
    outbox: { flush: async () => void log.push('outbox') },
    mail: { flush: async () => void log.push('mail') },
    sessions: { revoked: (ids) => void log.push(`revoked:${ids.join(',')}`) },
  };
}

/** A service of another module: it commits on its own, as every service does. */
async function rename(ctx: { db: Database['db']; after: AfterCommit }, id: number, name: string) {
  await commit(ctx.db, ctx.after, async (tx) => {
    await tx.update(universities).set({ name }).where(eq(universities.id, id));
    ctx.after.sessions.revoked(['s1']);
  });
}

const nameOf = async (id: number) =>
  (await database.db.select().from(universities).where(eq(universities.id, id)))[0]?.name;

describe('commitAcross', () => {
  it("turns another service's commit into part of one transaction, after-commit steps once at the end", async () => {
    const { id } = await buildUniversity(database.db, { name: 'Before' });
    const log: string[] = [];
    await commitAcross({ db: database.db, after: recordingAfter(log) }, async (inner) => {
      await rename(inner, id, 'After');
      log.push('work done');
    });
    expect(await nameOf(id)).toBe('After');
    expect(log).toEqual(['work done', 'revoked:s1', 'outbox', 'mail']);
  });

  it("rolls back the other service's committed write when the rest of the work fails", async () => {
    const { id } = await buildUniversity(database.db, { name: 'Kept' });
    const log: string[] = [];
    await expect(
      commitAcross({ db: database.db, after: recordingAfter(log) }, async (inner) => {
        await rename(inner, id, 'Lost');
        throw new Error('the audit entry could not be written');
      }),
    ).rejects.toThrow('audit entry');
    expect(await nameOf(id)).toBe('Kept');
    expect(log).toEqual([]);
  });
});
