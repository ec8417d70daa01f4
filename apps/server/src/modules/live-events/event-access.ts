import type { RefusalReason } from '@quad/shared/errors';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { ForbiddenError } from '../../core/errors/app-error';
import { isActiveMember } from '../dialogs/dialogs.policy';
import { findMembership } from '../dialogs/dialogs.repository';
import { can, type EventSubject, type LiveEventAction } from './live-events.policy';
import { findEvent, relationOf, type Executor, type LiveEventRow } from './live-events.repository';

export const EVENT_WHAT = 'live_event';

/** Why an action is refused to someone who can see the event. */
const REFUSALS: Record<LiveEventAction, RefusalReason> = {
  'liveEvent:backstage': 'event_staff_only',
  'liveEvent:changeStatus': 'event_status_staff_only',
  'liveEvent:archive': 'admins_only_archive_event',
  'liveEvent:toggleChat': 'event_chat_staff_only',
  'question:ask': 'prospect_only_ask',
  'question:vote': 'join_to_vote',
  'question:list': 'join_to_see_questions',
  'question:answer': 'event_answer_staff_only',
  'question:draftFaqs': 'admins_only_draft_faqs',
};

/** How the caller relates to an event: speaker, presenting ambassador, live chat member. */
export async function subjectOf(
  db: Executor,
  actor: Actor | null,
  event: LiveEventRow,
): Promise<EventSubject> {
  if (!actor) return { event, isSpeaker: false, isEventAmbassador: false, isLiveChatMember: false };
  const relation = await relationOf(db, event.id, actor.id);
  const membership =
    event.liveChatId === null ? null : await findMembership(db, event.liveChatId, actor.id);
  return { event, ...relation, isLiveChatMember: isActiveMember(membership) };
}

/** Throws the typed 403 of an action the subject does not allow. */
export function authorizeEvent(
  actor: Actor | null,
  action: LiveEventAction,
  subject: EventSubject,
): void {
  if (!can(actor, action, subject)) throw new ForbiddenError(REFUSALS[action]);
}

/** Loads an event by id for an action: 404 when unknown, 403 when the caller may not act. */
export async function openEvent(
  db: Executor,
  actor: Actor,
  eventId: number,
  action: LiveEventAction,
): Promise<EventSubject & { event: LiveEventRow }> {
  const event = await findEvent(db, eventId);
  authorizeVisible(event !== undefined, EVENT_WHAT);
  const subject = await subjectOf(db, actor, event);
  authorizeEvent(actor, action, subject);
  return { ...subject, event };
}
