import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, adminAuditEntries } from '../../core/db/schema';

export type AuditInsert = typeof adminAuditEntries.$inferInsert;

/** Records one change; called inside the transaction of the change itself. */
export async function insertAuditEntry(tx: Tx | Db, entry: AuditInsert): Promise<void> {
  await tx.insert(adminAuditEntries).values(entry);
}

/** A page of a university's audit trail, newest first, with the acting admin. */
export async function findAuditPage(
  db: Db,
  universityId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = eq(adminAuditEntries.universityId, universityId);
  const rows = await db
    .select({
      entry: adminAuditEntries,
      actor: {
        id: accounts.id,
        name: accounts.name,
        lastName: accounts.lastName,
        email: accounts.email,
      },
    })
    .from(adminAuditEntries)
    .leftJoin(accounts, eq(accounts.id, adminAuditEntries.actorId))
    .where(where)
    .orderBy(desc(adminAuditEntries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(adminAuditEntries).where(where);
  return { rows, total: total?.total ?? 0 };
}
