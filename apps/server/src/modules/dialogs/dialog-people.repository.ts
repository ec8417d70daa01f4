import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  accounts,
  ambassadorProfiles,
  questionAnswers,
  questions,
  universities,
} from '../../core/db/schema';
import type { AccountRow } from './dialogs.repository';

export type UniversityRow = typeof universities.$inferSelect;

/** Accounts by id (deleted ones included: old messages still name their author). */
export async function findAccounts(db: Db, ids: number[]): Promise<Map<number, AccountRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(accounts).where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One account that has not been deleted. */
export async function findLiveAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), isNull(accounts.deletedAt)))
    .limit(1);
  return row;
}

/** Universities by id. */
export async function findUniversities(db: Db, ids: number[]): Promise<Map<number, UniversityRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(universities).where(inArray(universities.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The words hidden in a university's chats. */
export async function hiddenKeywordsOf(db: Db, universityId: number | null): Promise<string[]> {
  if (universityId === null) return [];
  const [row] = await db
    .select({ words: universities.hideKeywords })
    .from(universities)
    .where(eq(universities.id, universityId))
    .limit(1);
  return row?.words ?? [];
}

/** The required questions of each university (mandatory ones and those flagged is_required). */
export async function requiredQuestionIds(
  db: Db,
  universityIds: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (universityIds.length === 0) return out;
  const rows = await db
    .select({ id: questions.id, universityId: questions.universityId })
    .from(questions)
    .where(
      and(
        inArray(questions.universityId, [...new Set(universityIds)]),
        eq(questions.isActive, true),
        or(eq(questions.kind, 'mandatory'), eq(questions.isRequired, true)),
      ),
    );
  for (const row of rows) out.set(row.universityId, [...(out.get(row.universityId) ?? []), row.id]);
  return out;
}

/** Which of the given questions each account has answered, as `accountId:questionId` keys. */
export async function answeredKeys(
  db: Db,
  accountIds: number[],
  questionIds: number[],
): Promise<Set<string>> {
  if (accountIds.length === 0 || questionIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: questionAnswers.accountId, questionId: questionAnswers.questionId })
    .from(questionAnswers)
    .where(
      and(
        inArray(questionAnswers.accountId, [...new Set(accountIds)]),
        inArray(questionAnswers.questionId, [...new Set(questionIds)]),
      ),
    );
  return new Set(rows.map((row) => `${row.accountId}:${row.questionId}`));
}

/** A prospect's answers to a university's questions, in the questions' order. */
export async function answersOf(db: Db, accountId: number, universityId: number | null) {
  if (universityId === null) return [];
  return db
    .select({ question: questions.question, answer: questionAnswers.answer })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(and(eq(questionAnswers.accountId, accountId), eq(questions.universityId, universityId)))
    .orderBy(questions.order, questions.id);
}

/** What the chat-time allowance of an ambassador depends on. */
export interface AllowanceRow {
  timeIsUp: boolean;
  limitMinutes: number | null;
  period: string;
  usedSeconds: number;
  periodStartedAt: Date | null;
  hasProfile: boolean;
}

/** The ambassador's allowance: their university's limit and what they used in this window. */
export async function findAllowance(db: Db, accountId: number): Promise<AllowanceRow | undefined> {
  const [row] = await db
    .select({
      timeIsUp: accounts.timeIsUp,
      limitMinutes: universities.ambassadorTimeLimitMinutes,
      period: sql<string>`coalesce(${universities.ambassadorTimeLimitPeriod}, 'month')`,
      usedSeconds: sql<number>`coalesce(${ambassadorProfiles.chatSecondsUsed}, 0)`,
      periodStartedAt: ambassadorProfiles.chatPeriodStartedAt,
      hasProfile: sql<boolean>`${ambassadorProfiles.accountId} is not null`,
    })
    .from(accounts)
    .leftJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, accounts.id))
    .leftJoin(
      universities,
      eq(
        universities.id,
        sql`coalesce(${ambassadorProfiles.universityId}, ${accounts.universityId})`,
      ),
    )
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/**
 * Adds chat time atomically (two sends at once both count) and returns the new total; with
 * `renewFrom` the window restarts there and only this time counts.
 */
export async function addChatTime(
  db: Db,
  accountId: number,
  seconds: number,
  renewFrom: Date | null,
): Promise<number | null> {
  const [row] = await db
    .update(ambassadorProfiles)
    .set(
      renewFrom
        ? { chatSecondsUsed: seconds, chatPeriodStartedAt: renewFrom }
        : { chatSecondsUsed: sql`${ambassadorProfiles.chatSecondsUsed} + ${seconds}` },
    )
    .where(eq(ambassadorProfiles.accountId, accountId))
    .returning({ used: ambassadorProfiles.chatSecondsUsed });
  return row?.used ?? null;
}

/** Sets the account's `timeIsUp` (spec account info). */
export async function setTimeIsUp(db: Db, accountId: number, timeIsUp: boolean): Promise<void> {
  await db.update(accounts).set({ timeIsUp }).where(eq(accounts.id, accountId));
}
