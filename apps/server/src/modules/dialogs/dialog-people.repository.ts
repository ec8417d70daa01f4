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

/** Everything a send reads about its author, in one statement (see findSender). */
export interface SenderRow {
  /** The author's account, deleted or not. */
  account: AccountRow;
  allowance: AllowanceRow;
  /** The words hidden in the dialog's university's chats. */
  hiddenKeywords: string[];
}

/**
 * A send's author in one statement: their account, their chat-time allowance (their university's limit and what they used in this window)
 * and the hidden words of the dialog's university.
 */
export async function findSender(
  db: Db,
  accountId: number,
  dialogUniversityId: number | null,
): Promise<SenderRow | undefined> {
  const keywords =
    dialogUniversityId === null
      ? sql<string[] | null>`null::text[]`
      : sql<
          string[] | null
        >`(select k.hide_keywords from universities k where k.id = ${dialogUniversityId})`;
  const [row] = await db
    .select({
      account: accounts,
      limitMinutes: universities.ambassadorTimeLimitMinutes,
      period: sql<string>`coalesce(${universities.ambassadorTimeLimitPeriod}, 'month')`,
      usedSeconds: sql<number>`coalesce(${ambassadorProfiles.chatSecondsUsed}, 0)`,
      periodStartedAt: ambassadorProfiles.chatPeriodStartedAt,
      hasProfile: sql<boolean>`${ambassadorProfiles.accountId} is not null`,
      hiddenKeywords: keywords,
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
  if (!row) return undefined;
  const { account, hiddenKeywords, ...allowance } = row;
  return {
    account,
    allowance: { ...allowance, timeIsUp: account.timeIsUp },
    hiddenKeywords: hiddenKeywords ?? [],
  };
}

/** Sets the account's `timeIsUp` (spec account info). */
export async function setTimeIsUp(db: Db, accountId: number, timeIsUp: boolean): Promise<void> {
  await db.update(accounts).set({ timeIsUp }).where(eq(accounts.id, accountId));
}
