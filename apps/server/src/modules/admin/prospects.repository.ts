import { and, asc, count, desc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { AdminProspectListQuery } from '@quad/shared/contracts/admin-prospects';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, dialogMembers, dialogs, questionAnswers, questions } from '../../core/db/schema';

export type ProspectRow = typeof accounts.$inferSelect & { chats: number };

// Spelt out in full: in a one-table select Drizzle leaves column names unqualified, and a bare
// "id" inside the subqueries would mean dialogs.id.
const outerId = sql.raw('"accounts"."id"');

/** Whether a prospect chats with the university (any of its dialogs). */
function chatsWith(universityId: number): SQL {
  return exists(
    sql`(select 1 from ${dialogMembers} join ${dialogs} on ${dialogs.id} = ${dialogMembers.dialogId}
      where ${dialogMembers.accountId} = ${outerId} and ${dialogs.universityId} = ${universityId})`,
  );
}

/** The university's prospects: those who registered with it or chat with it. */
function prospectsOf(universityId: number): SQL {
  return and(
    eq(accounts.roleKey, ROLES.prospect),
    isNull(accounts.deletedAt),
    or(eq(accounts.universityId, universityId), chatsWith(universityId)),
  ) as SQL;
}

function chatsCount(universityId: number) {
  return sql<number>`(select count(*)::int from ${dialogMembers}
    join ${dialogs} on ${dialogs.id} = ${dialogMembers.dialogId}
    where ${dialogMembers.accountId} = ${outerId} and ${dialogs.universityId} = ${universityId})`;
}

/** `%term%` with LIKE's own characters taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of the university's prospects, newest first. */
export async function findProspectPage(
  db: Db,
  universityId: number,
  query: AdminProspectListQuery,
): Promise<{ rows: ProspectRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [prospectsOf(universityId)];
  if (query.search) {
    const like = containing(query.search);
    conditions.push(
      or(ilike(accounts.name, like), ilike(accounts.lastName, like), ilike(accounts.email, like)),
    );
  }
  const where = and(...conditions);
  const found = await db
    .select({ account: accounts, chats: chatsCount(universityId) })
    .from(accounts)
    .where(where)
    .orderBy(desc(accounts.createdAt), asc(accounts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(accounts).where(where);
  return {
    rows: found.map(({ account, chats }) => ({ ...account, chats: Number(chats) })),
    total: total?.total ?? 0,
  };
}

/** One prospect of the university. */
export async function findProspect(
  db: Db | Tx,
  universityId: number,
  accountId: number,
): Promise<ProspectRow | undefined> {
  const [row] = await db
    .select({ account: accounts, chats: chatsCount(universityId) })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), prospectsOf(universityId)))
    .limit(1);
  return row ? { ...row.account, chats: Number(row.chats) } : undefined;
}

/** A prospect's answers to the university's questions, in the questions' order. */
export async function findProspectAnswers(db: Db, universityId: number, accountId: number) {
  return db
    .select({ question: questions.question, answer: questionAnswers.answer })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(and(eq(questionAnswers.accountId, accountId), eq(questions.universityId, universityId)))
    .orderBy(asc(questions.order), asc(questions.id));
}
