import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { liveEventQuestions, liveEventQuestionVotes } from '../../core/db/schema';
import type { Executor } from './live-events.repository';

export type QuestionRow = typeof liveEventQuestions.$inferSelect;

/** Marks a message as a question unless it already is one; returns the question either way. */
export async function insertQuestion(
  tx: Executor,
  values: { messageId: number; liveEventId: number; askedBy: number },
): Promise<{ question: QuestionRow; created: boolean }> {
  const [inserted] = await tx
    .insert(liveEventQuestions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (inserted) return { question: inserted, created: true };
  const existing = await findQuestion(tx, values.messageId);
  if (!existing) throw new Error('question vanished between insert and select');
  return { question: existing, created: false };
}

/** One question by its message id. */
export async function findQuestion(
  db: Executor,
  messageId: number,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(liveEventQuestions)
    .where(eq(liveEventQuestions.messageId, messageId))
    .limit(1);
  return row;
}

/**
 * A question after a vote or its withdrawal, and whether this call changed anything (a vote
 * sent twice at once changes it once: only that one is announced).
 */
export interface VoteOutcome {
  question: QuestionRow | undefined;
  changed: boolean;
}

/**
 * Records one vote per account and bumps the counter only when the vote is new; the insert and
 * the counter run in the caller's transaction, so the count always equals the vote rows.
 */
export async function addVote(
  tx: Executor,
  messageId: number,
  accountId: number,
): Promise<VoteOutcome> {
  const inserted = await tx
    .insert(liveEventQuestionVotes)
    .values({ messageId, accountId })
    .onConflictDoNothing()
    .returning({ messageId: liveEventQuestionVotes.messageId });
  if (inserted.length === 0) return { question: await findQuestion(tx, messageId), changed: false };
  const [row] = await tx
    .update(liveEventQuestions)
    .set({ voteCount: sql`${liveEventQuestions.voteCount} + 1` })
    .where(eq(liveEventQuestions.messageId, messageId))
    .returning();
  return { question: row, changed: true };
}

/** Takes an account's vote back; the counter never goes below 0. */
export async function removeVote(
  tx: Executor,
  messageId: number,
  accountId: number,
): Promise<VoteOutcome> {
  const deleted = await tx
    .delete(liveEventQuestionVotes)
    .where(
      and(
        eq(liveEventQuestionVotes.messageId, messageId),
        eq(liveEventQuestionVotes.accountId, accountId),
      ),
    )
    .returning({ messageId: liveEventQuestionVotes.messageId });
  if (deleted.length === 0) return { question: await findQuestion(tx, messageId), changed: false };
  const [row] = await tx
    .update(liveEventQuestions)
    .set({ voteCount: sql`greatest(${liveEventQuestions.voteCount} - 1, 0)` })
    .where(eq(liveEventQuestions.messageId, messageId))
    .returning();
  return { question: row, changed: true };
}

/** Stamps a question answered (the first answer wins). */
export async function markAnswered(
  tx: Executor,
  messageId: number,
  accountId: number,
): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .update(liveEventQuestions)
    .set({
      answeredAt: sql`coalesce(${liveEventQuestions.answeredAt}, now())`,
      answeredBy: sql`coalesce(${liveEventQuestions.answeredBy}, ${accountId})`,
    })
    .where(eq(liveEventQuestions.messageId, messageId))
    .returning();
  return row;
}

/** An event's questions, most votes first, then oldest first. */
export async function listQuestions(db: Executor, eventId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(liveEventQuestions)
    .where(eq(liveEventQuestions.liveEventId, eventId))
    .orderBy(desc(liveEventQuestions.voteCount), asc(liveEventQuestions.messageId))
    .limit(500);
}

/** Which of these questions the account voted for. */
export async function votedBy(
  db: Executor,
  messageIds: number[],
  accountId: number,
): Promise<Set<number>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: liveEventQuestionVotes.messageId })
    .from(liveEventQuestionVotes)
    .where(
      and(
        inArray(liveEventQuestionVotes.messageId, messageIds),
        eq(liveEventQuestionVotes.accountId, accountId),
      ),
    );
  return new Set(rows.map((row) => row.messageId));
}
