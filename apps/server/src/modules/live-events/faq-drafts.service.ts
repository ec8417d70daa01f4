import type { FaqDraftsBody, FaqDraftsResult } from '@quad/shared/contracts/live-events';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { ConflictError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { EVENT_WHAT, openEvent } from './event-access';
import { hasEnded } from '@quad/shared/rules/live-event-status';
import { lockEvent } from './live-events.repository';
import { answeredQuestions, existingFaqQuestions, insertFaqDrafts } from './faq-drafts.repository';
import { problem } from '../../core/errors/problems';

/**
 * After the event, an admin of its university turns its answered questions into unpublished
 * FAQs, to be answered and published from the admin console. A question whose text already is
 * a FAQ of the university is skipped, so pressing twice drafts nothing twice: the event's row
 * lock keeps two presses from racing.
 */
export async function draftFaqs(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  body: FaqDraftsBody,
): Promise<FaqDraftsResult> {
  await openEvent(ctx.db, actor, eventId, 'question:draftFaqs');
  return commit(ctx.db, ctx.after, async (tx) => {
    const event = await lockEvent(tx, eventId);
    authorizeVisible(event !== undefined, EVENT_WHAT);
    if (!hasEnded(event.status)) {
      throw new ConflictError(problem('faqsAfterEvent'));
    }
    const answered = await answeredQuestions(tx, eventId, body.messageIds);
    const existing = await existingFaqQuestions(
      tx,
      event.universityId,
      answered.map((question) => question.text),
    );
    const fresh = new Map<string, (typeof answered)[number]>();
    for (const question of answered) {
      const key = question.text.trim().toLowerCase();
      if (!existing.has(key) && !fresh.has(key)) fresh.set(key, question);
    }
    const inserted = await insertFaqDrafts(
      tx,
      event.universityId,
      [...fresh.values()].map((question) => ({
        question: question.text.trim(),
        askedBy: question.askedBy,
      })),
    );
    return {
      faqs: inserted.flatMap((faq) => {
        const source = fresh.get(faq.question.trim().toLowerCase());
        return source
          ? [
              {
                id: faq.id,
                question: faq.question,
                messageId: source.messageId,
                is_published: false as const,
              },
            ]
          : [];
      }),
      skipped: answered.length - inserted.length,
    };
  });
}
