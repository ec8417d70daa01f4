import type { LiveStreamAbilities } from '@quad/shared/contracts/live-events';
import { hasEnded, nextStatuses } from '@quad/shared/rules/live-event-status';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import type { LiveEventRow } from './live-events.repository';

/** What a rule looks at: the event and how the caller relates to it. */
export interface EventSubject {
  event: Pick<LiveEventRow, 'universityId' | 'status' | 'videoKey'>;
  isSpeaker: boolean;
  isEventAmbassador: boolean;
  /** An active member of the event's live chat. */
  isLiveChatMember: boolean;
}

export type LiveEventAction =
  /** The host room, the prospects list and the speakers' chat. */
  | 'liveEvent:backstage'
  /** Move the event along its statuses (going live included). */
  | 'liveEvent:changeStatus'
  | 'liveEvent:archive'
  /** Close or reopen the live chat. */
  | 'liveEvent:toggleChat'
  | 'question:ask'
  | 'question:vote'
  | 'question:list'
  | 'question:answer'
  /** Turn answered questions into FAQ drafts. */
  | 'question:draftFaqs';

/** An admin of the university the event belongs to. */
export function isEventAdmin(actor: Actor | null, event: Pick<LiveEventRow, 'universityId'>) {
  return actor?.role === ROLES.admin && actor.universityId === event.universityId;
}

/** Speakers, the event's ambassadors and its university's admins: the event's own people. */
export function isEventStaff(actor: Actor | null, subject: EventSubject): boolean {
  return (
    actor !== null &&
    (subject.isSpeaker || subject.isEventAmbassador || isEventAdmin(actor, subject.event))
  );
}

/** The one place that says who may do what to which live event. */
export function can(actor: Actor | null, action: LiveEventAction, subject: EventSubject): boolean {
  if (!actor) return false;
  const staff = isEventStaff(actor, subject);
  const admin = isEventAdmin(actor, subject.event);
  switch (action) {
    case 'liveEvent:backstage':
    case 'liveEvent:toggleChat':
    case 'question:answer':
      return staff;
    case 'liveEvent:changeStatus':
      return subject.isSpeaker || admin;
    case 'liveEvent:archive':
    case 'question:draftFaqs':
      return admin;
    case 'question:ask':
      return actor.role === ROLES.prospect && subject.isLiveChatMember;
    case 'question:vote':
      return subject.isLiveChatMember;
    case 'question:list':
      return subject.isLiveChatMember || staff;
  }
}

/** The statuses the caller may move the event to now. */
function allowedNext(actor: Actor | null, subject: EventSubject): LiveEventStatus[] {
  if (!can(actor, 'liveEvent:changeStatus', subject)) return [];
  const facts = { hasRecording: subject.event.videoKey !== null };
  return nextStatuses(subject.event.status as LiveEventStatus, facts).filter(
    (to) => to !== 'archived' || can(actor, 'liveEvent:archive', subject),
  );
}

/** Everything the caller may do on the event page (STYLE: the UI never re-derives it). */
export function abilitiesOf(actor: Actor | null, subject: EventSubject): LiveStreamAbilities {
  const next = allowedNext(actor, subject);
  return {
    canSeeProspects: can(actor, 'liveEvent:backstage', subject),
    canSeeSpeakersChat: can(actor, 'liveEvent:backstage', subject),
    canGoLive: next.includes('inProgress'),
    canToggleChat: can(actor, 'liveEvent:toggleChat', subject),
    nextStatuses: next,
    canAskQuestions: can(actor, 'question:ask', subject),
    canVoteQuestions: can(actor, 'question:vote', subject),
    canAnswerQuestions: can(actor, 'question:answer', subject),
    canDraftFaqs: can(actor, 'question:draftFaqs', subject) && hasEnded(subject.event.status),
  };
}
