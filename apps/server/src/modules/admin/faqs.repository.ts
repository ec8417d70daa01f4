import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AdminFaqListQuery } from '@quad/shared/contracts/admin-faqs';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { faqAnswers, faqs } from '../../core/db/schema';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqAnswerRow = typeof faqAnswers.$inferSelect;

/** `%term%` with LIKE's own characters taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The answers of these FAQs, oldest first. */
export async function answersOf(db: Tx | Db, faqIds: number[]): Promise<FaqAnswerRow[]> {
  if (faqIds.length === 0) return [];
  return db
    .select()
    .from(faqAnswers)
    .where(inArray(faqAnswers.faqId, faqIds))
    .orderBy(asc(faqAnswers.createdAt), asc(faqAnswers.id));
}

/**
 * The admin's order: FAQs not placed yet (written since the last reordering) first, newest first,
 * then the placed ones by position.
 */
const adminOrder = [sql`${faqs.position} asc nulls first`, desc(faqs.createdAt), desc(faqs.id)];

/** A page of a university's FAQs, unpublished ones included, in the admin's order. */
export async function findFaqsPage(db: Db, universityId: number, query: AdminFaqListQuery) {
  const where = and(
    eq(faqs.universityId, universityId),
    query.search ? ilike(faqs.question, containing(query.search)) : undefined,
  );
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(...adminOrder)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(faqs).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findUniversityFaq(tx: Tx | Db, universityId: number, faqId: number) {
  const [row] = await tx
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, faqId), eq(faqs.universityId, universityId)))
    .limit(1);
  return row;
}

export async function insertFaq(tx: Tx, values: typeof faqs.$inferInsert): Promise<FaqRow> {
  const [row] = await tx.insert(faqs).values(values).returning();
  if (!row) throw new Error('faq not inserted');
  return row;
}

export async function updateFaq(
  tx: Tx,
  faqId: number,
  values: Partial<typeof faqs.$inferInsert>,
): Promise<void> {
  await tx
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, faqId));
}

export async function insertAnswer(tx: Tx, values: typeof faqAnswers.$inferInsert): Promise<void> {
  await tx.insert(faqAnswers).values(values);
}

export async function updateAnswerText(tx: Tx, answerId: number, text: string): Promise<void> {
  await tx
    .update(faqAnswers)
    .set({ text, updatedAt: new Date() })
    .where(eq(faqAnswers.id, answerId));
}

/** Every FAQ id of a university, in the admin's order; locked until the transaction ends. */
export async function lockFaqOrder(tx: Tx, universityId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: faqs.id })
    .from(faqs)
    .where(eq(faqs.universityId, universityId))
    .orderBy(...adminOrder)
    .for('update');
  return rows.map((row) => row.id);
}

/** Puts each FAQ at its index in `ids` (one statement). */
export async function saveFaqOrder(tx: Tx, universityId: number, ids: number[]): Promise<void> {
  const positions = sql.join(
    ids.map((id, index) => sql`(${id}::integer, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${faqs} set position = ordered.position
    from (values ${positions}) as ordered(id, position)
    where ${faqs.id} = ordered.id and ${faqs.universityId} = ${universityId}`);
}
