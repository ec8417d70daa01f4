import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { questionAnswers, questions } from '../../core/db/schema';
import type { Executor } from './accounts.repository';

export type QuestionRow = typeof questions.$inferSelect;

/** The sets of questions a flow asks. */
export type QuestionSet = 'optional' | 'mandatory' | 'experience';

/**
 * Active questions of some universities in one set, in display order. The mandatory set is the
 * `mandatory` questions plus the optional ones flagged is_required (spec §5).
 */
export async function findQuestions(
  db: Executor,
  universityIds: readonly number[],
  set: QuestionSet,
): Promise<QuestionRow[]> {
  if (universityIds.length === 0) return [];
  const inSet =
    set === 'mandatory'
      ? or(
          eq(questions.kind, 'mandatory'),
          and(eq(questions.kind, 'optional'), eq(questions.isRequired, true)),
        )
      : eq(questions.kind, set);
  return db
    .select()
    .from(questions)
    .where(
      and(inArray(questions.universityId, [...universityIds]), eq(questions.isActive, true), inSet),
    )
    .orderBy(asc(questions.universityId), asc(questions.order), asc(questions.id));
}

/** An account's answers to some questions. */
export async function findAnswers(
  db: Executor,
  accountId: number,
  questionIds: readonly number[],
): Promise<{ questionId: number; answer: unknown }[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({ questionId: questionAnswers.questionId, answer: questionAnswers.answer })
    .from(questionAnswers)
    .where(
      and(
        eq(questionAnswers.accountId, accountId),
        inArray(questionAnswers.questionId, [...questionIds]),
      ),
    )
    .orderBy(asc(questionAnswers.questionId));
}

/** Inserts or replaces an account's answers. */
export async function upsertAnswers(
  tx: Executor,
  accountId: number,
  answers: readonly { questionId: number; answer: string }[],
): Promise<void> {
  if (answers.length === 0) return;
  await tx
    .insert(questionAnswers)
    .values(answers.map((a) => ({ accountId, questionId: a.questionId, answer: a.answer })))
    .onConflictDoUpdate({
      target: [questionAnswers.questionId, questionAnswers.accountId],
      set: { answer: sql`excluded.answer`, updatedAt: sql`now()` },
    });
}

/** Removes every answer of an account (account deletion). */
export async function deleteAnswersOf(tx: Executor, accountId: number): Promise<void> {
  await tx.delete(questionAnswers).where(eq(questionAnswers.accountId, accountId));
}
