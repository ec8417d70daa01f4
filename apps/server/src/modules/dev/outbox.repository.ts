import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { mailOutbox } from '../../core/db/schema';

/** The newest mails, for the development outbox list. */
export function listRecentMail(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** One mail of the outbox, or undefined. */
export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
