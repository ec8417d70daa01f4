import type {
  AdminFaq,
  AdminFaqChange,
  AdminFaqListQuery,
  AdminFaqOrder,
  AdminFaqOrderChange,
} from '@quad/shared/contracts/admin-faqs';
import { commit } from '../../core/db/transaction';
import { BadRequestError, NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import { audit, changedFields } from './audit.service';
import {
  answersOf,
  findFaqsPage,
  findUniversityFaq,
  insertAnswer,
  insertFaq,
  lockFaqOrder,
  saveFaqOrder,
  updateAnswerText,
  updateFaq,
  type FaqAnswerRow,
  type FaqRow,
} from './faqs.repository';
import { problem } from '../../core/errors/problems';

function presentFaq(row: FaqRow, answers: FaqAnswerRow[]): AdminFaq {
  return {
    id: row.id,
    question: row.question,
    answer: answers[0]?.text ?? null,
    answer_count: answers.length,
    is_published: row.isPublished,
    created_at: row.createdAt.toISOString(),
  };
}

const snapshot = (faq: AdminFaq) => ({
  question: faq.question,
  answer: faq.answer,
  is_published: faq.is_published,
});

/** The words a FAQ is found by: the question and its answers. */
const searchTextOf = (question: string, answers: string[]) => [question, ...answers].join(' ');

/** GET /admin/faqs. */
export async function listAdminFaqs(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: AdminFaqListQuery,
) {
  const { rows, total } = await findFaqsPage(db, actor.universityId, query);
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    faqs: rows.map((row) =>
      presentFaq(
        row,
        answers.filter((answer) => answer.faqId === row.id),
      ),
    ),
    total,
  };
}

/** POST /admin/faqs: a question with the admin's answer; audited. */
export async function createAdminFaq(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  change: AdminFaqChange,
): Promise<AdminFaq> {
  return commit(services.db, services.after, async (tx) => {
    const row = await insertFaq(tx, {
      universityId: actor.universityId,
      question: change.question,
      isPublished: change.is_published,
      searchText: searchTextOf(change.question, [change.answer]),
    });
    await insertAnswer(tx, { faqId: row.id, authorAccountId: actor.id, text: change.answer });
    const faq = presentFaq(row, await answersOf(tx, [row.id]));
    await audit(tx, actor, {
      action: 'faq.create',
      target: `faq:${row.id}`,
      before: null,
      after: snapshot(faq),
    });
    return faq;
  });
}

/** PUT /admin/faqs/{id}: the question, the first answer and the published state; audited. */
export async function updateAdminFaq(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  faqId: number,
  change: AdminFaqChange,
): Promise<AdminFaq> {
  return commit(services.db, services.after, async (tx) => {
    const row = await findUniversityFaq(tx, actor.universityId, faqId);
    if (!row) throw new NotFoundError('faq');
    const answers = await answersOf(tx, [faqId]);
    const before = presentFaq(row, answers);
    const first = answers[0];
    if (first) await updateAnswerText(tx, first.id, change.answer);
    else await insertAnswer(tx, { faqId, authorAccountId: actor.id, text: change.answer });
    const texts = [change.answer, ...answers.slice(1).map((answer) => answer.text)];
    await updateFaq(tx, faqId, {
      question: change.question,
      isPublished: change.is_published,
      searchText: searchTextOf(change.question, texts),
    });
    const saved = await findUniversityFaq(tx, actor.universityId, faqId);
    if (!saved) throw new NotFoundError('faq');
    const after = presentFaq(saved, await answersOf(tx, [faqId]));
    const diff = changedFields(snapshot(before), snapshot(after));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'faq.update', target: `faq:${faqId}`, ...diff });
    }
    return after;
  });
}

/**
 * PUT /admin/faqs/order: the university's FAQs in a new order, every one of them exactly once
 * (a partial list, or one naming another university's FAQ, changes nothing); audited.
 */
export async function reorderAdminFaqs(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  change: AdminFaqOrderChange,
): Promise<AdminFaqOrder> {
  return commit(services.db, services.after, async (tx) => {
    const before = await lockFaqOrder(tx, actor.universityId);
    const own = new Set(before);
    const complete = change.ids.length === before.length && change.ids.every((id) => own.has(id));
    if (!complete) {
      throw new BadRequestError(problem('faqOrder'), [
        { path: 'ids', message: 'Send every FAQ of your university, each once.' },
      ]);
    }
    await saveFaqOrder(tx, actor.universityId, change.ids);
    if (before.some((id, index) => change.ids[index] !== id)) {
      await audit(tx, actor, {
        action: 'faq.reorder',
        target: 'faqs',
        before: { ids: before },
        after: { ids: change.ids },
      });
    }
    return { ids: change.ids };
  });
}
