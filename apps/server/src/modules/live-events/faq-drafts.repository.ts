import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { faqs, liveEventQuestions, messages } from '../../core/db/schema';
import type { Executor } from './live-events.repository';

/** An answered question with the text of its message, ready to become a FAQ. */
export interface AnsweredQuestionRow {
  messageId: number;
  askedBy: number | null;
  text: string;
}

/** The event's answered questions (optionally only these), oldest first. */
export async function answeredQuestions(
  db: Executor,
  eventId: number,
  messageIds: number[] | undefined,
): Promise<AnsweredQuestionRow[]> {
  return db
    .select({
      messageId: liveEventQuestions.messageId,
      askedBy: liveEventQuestions.askedBy,
      text: messages.text,
    })
    .from(liveEventQuestions)
    .innerJoin(messages, eq(messages.id, liveEventQuestions.messageId))
    .where(
      and(
        eq(liveEventQuestions.liveEventId, eventId),
        isNotNull(liveEventQuestions.answeredAt),
        messageIds ? inArray(liveEventQuestions.messageId, messageIds) : undefined,
        sql`${messages.deletedAt} is null`,
      ),
    )
    .orderBy(asc(liveEventQuestions.messageId));
}

/** Which of these question texts the university already has as a FAQ (published or not). */
export async function existingFaqQuestions(
  db: Executor,
  universityId: number,
  questions: string[],
): Promise<Set<string>> {
  if (questions.length === 0) return new Set();
  const keys = questions.map((question) => question.trim().toLowerCase());
  const rows = await db
    .select({ key: sql<string>`lower(trim(${faqs.question}))` })
    .from(faqs)
    .where(
      and(eq(faqs.universityId, universityId), inArray(sql`lower(trim(${faqs.question}))`, keys)),
    );
  return new Set(rows.map((row) => row.key));
}

/** Inserts unpublished FAQs, one per question, without answers yet. */
export async function insertFaqDrafts(
  tx: Executor,
  universityId: number,
  drafts: Array<{ question: string; askedBy: number | null }>,
): Promise<Array<{ id: number; question: string }>> {
  if (drafts.length === 0) return [];
  return tx
    .insert(faqs)
    .values(
      drafts.map((draft) => ({
        universityId,
        askedByAccountId: draft.askedBy,
        question: draft.question,
        isPublished: false,
        searchText: draft.question,
      })),
    )
    .returning({ id: faqs.id, question: faqs.question });
}
