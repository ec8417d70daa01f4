import type { LiveQuestion } from '@quad/shared/contracts/live-events';
import type { DialogEvent } from '@quad/shared/events';
import type { Actor } from '../../core/auth/tokens';
import { authorize, authorizeVisible } from '../../core/auth/policy';
import { commit, type Tx } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import type { ServiceContext } from '../../core/service-context';
import { masksFor } from '../dialogs/dialog-views';
import { loadMessageViews } from '../dialogs/message-views';
import { presentMessage } from '../dialogs/messages.presenter';
import { findMessage, findMessages } from '../dialogs/messages.repository';
import { dialogStateEvent } from '../dialogs/realtime-channels';
import { openEvent } from './event-access';
import { presentQuestion } from './live-events.presenter';
import type { LiveEventRow } from './live-events.repository';
import {
  addVote,
  findQuestion,
  insertQuestion,
  listQuestions,
  markAnswered,
  removeVote,
  votedBy,
  type QuestionRow,
} from './questions.repository';

const QUESTION_WHAT = 'question';

/** Questions as the caller sees them: the message text they may read, and their own vote. */
async function present(
  ctx: ServiceContext,
  actor: Actor,
  questions: QuestionRow[],
): Promise<LiveQuestion[]> {
  const ids = questions.map((question) => question.messageId);
  const views = await loadMessageViews(ctx.db, await findMessages(ctx.db, ids));
  const audience = { mask: masksFor(actor), storage: ctx.storage };
  const messages = new Map(views.map((view) => [view.row.id, presentMessage(view, audience)]));
  const voted = await votedBy(ctx.db, ids, actor.id);
  return questions.flatMap((question) => {
    const message = messages.get(question.messageId);
    return message ? [presentQuestion(question, message, voted.has(question.messageId))] : [];
  });
}

async function presentOne(ctx: ServiceContext, actor: Actor, question: QuestionRow) {
  const [presented] = await present(ctx, actor, [question]);
  if (!presented) throw new Error('question message vanished');
  return presented;
}

/** Announces a question's change on the live chat's events channel, in the transaction. */
async function announce(
  tx: Tx,
  event: LiveEventRow,
  type: 'questionAsked' | 'questionVoted' | 'questionAnswered',
  question: QuestionRow,
): Promise<void> {
  if (event.liveChatId === null) return;
  const payload: DialogEvent = {
    type,
    dialogId: event.liveChatId,
    messageId: question.messageId,
    vote_count: question.voteCount,
    answered: question.answeredAt !== null,
  };
  await enqueueEvents(tx, [dialogStateEvent(payload)]);
}

/** A question of this event, or a 404. */
async function questionOf(ctx: ServiceContext, event: LiveEventRow, messageId: number) {
  const question = await findQuestion(ctx.db, messageId);
  authorizeVisible(question !== undefined && question.liveEventId === event.id, QUESTION_WHAT);
  return question;
}

/** A prospect in the live chat asks one of their own messages as a question (once). */
export async function askQuestion(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  messageId: number,
): Promise<LiveQuestion> {
  const { event } = await openEvent(ctx.db, actor, eventId, 'question:ask');
  const message = await findMessage(ctx.db, messageId);
  authorizeVisible(
    message !== undefined && message.dialogId === event.liveChatId && message.deletedAt === null,
    'message',
  );
  authorize(message.accountId === actor.id, 'own_messages_only_questions');
  const question = await commit(ctx.db, ctx.after, async (tx) => {
    const asked = await insertQuestion(tx, {
      messageId,
      liveEventId: event.id,
      askedBy: actor.id,
    });
    if (asked.created) await announce(tx, event, 'questionAsked', asked.question);
    return asked.question;
  });
  return presentOne(ctx, actor, question);
}

/** The event's questions, most votes first. */
export async function listEventQuestions(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
): Promise<LiveQuestion[]> {
  await openEvent(ctx.db, actor, eventId, 'question:list');
  return present(ctx, actor, await listQuestions(ctx.db, eventId));
}

/** Votes for a question, or takes the vote back; one vote per account, never below 0. */
export async function voteQuestion(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  messageId: number,
  vote: boolean,
): Promise<LiveQuestion> {
  const { event } = await openEvent(ctx.db, actor, eventId, 'question:vote');
  await questionOf(ctx, event, messageId);
  const question = await commit(ctx.db, ctx.after, async (tx) => {
    const outcome = vote
      ? await addVote(tx, messageId, actor.id)
      : await removeVote(tx, messageId, actor.id);
    const after = outcome.question;
    authorizeVisible(after !== undefined, QUESTION_WHAT);
    if (outcome.changed) await announce(tx, event, 'questionVoted', after);
    return after;
  });
  return presentOne(ctx, actor, question);
}

/** The event's own people mark a question answered. */
export async function answerQuestion(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  messageId: number,
): Promise<LiveQuestion> {
  const { event } = await openEvent(ctx.db, actor, eventId, 'question:answer');
  const found = await questionOf(ctx, event, messageId);
  const question = await commit(ctx.db, ctx.after, async (tx) => {
    const answered = await markAnswered(tx, messageId, actor.id);
    authorizeVisible(answered !== undefined, QUESTION_WHAT);
    if (found.answeredAt === null) await announce(tx, event, 'questionAnswered', answered);
    return answered;
  });
  return presentOne(ctx, actor, question);
}
