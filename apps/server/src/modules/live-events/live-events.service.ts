import type { ScopeQuery, Pagination } from '@quad/shared/contracts/common';
import type { LiveStreamPage } from '@quad/shared/contracts/live-events';
import { ROLES } from '@quad/shared/roles';
import { idFromSlugAndId } from '@quad/shared/rules/slug';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import type { ServiceContext } from '../../core/service-context';
import { liveStreamRecords } from '../content/lists.service';
import { resolveWidgetScope } from '../content/scope.service';
import { answeredKeys, requiredQuestionIds } from '../dialogs/dialog-people.repository';
import { activateMembers } from '../dialogs/dialogs.repository';
import { EVENT_WHAT, openEvent, subjectOf } from './event-access';
import { abilitiesOf, can, isEventStaff, type EventSubject } from './live-events.policy';
import { presentPage, presentProspect } from './live-events.presenter';
import {
  findEventInScope,
  pageProspects,
  registerProspect,
  type LiveEventRow,
} from './live-events.repository';

/** Statuses in which a prospect who opens the event registers and joins its chat. */
const GONE: ReadonlySet<string> = new Set(['cancelled', 'archived']);

/**
 * Opening the event makes the caller a member of the chats they belong in: a prospect joins the
 * live chat and is registered once; the event's own people join both chats. One transaction;
 * every write is an upsert, so two tabs opening at once leave one row each.
 */
async function joinChats(
  ctx: ServiceContext,
  actor: Actor,
  event: LiveEventRow,
  subject: EventSubject,
): Promise<EventSubject> {
  const person = [{ id: actor.id, roleKey: actor.role }];
  const prospect = actor.role === ROLES.prospect && !GONE.has(event.status);
  const staff = isEventStaff(actor, subject);
  if (!prospect && !staff) return subject;
  await commit(ctx.db, ctx.after, async (tx) => {
    if (event.liveChatId !== null) await activateMembers(tx, event.liveChatId, person);
    if (prospect) await registerProspect(tx, event.id, actor.id);
    if (staff && event.speakersChatId !== null) {
      await activateMembers(tx, event.speakersChatId, person);
    }
  });
  return { ...subject, isLiveChatMember: event.liveChatId !== null };
}

/** Whether a prospect answered every required question of the event's university. */
async function answeredQuestions(ctx: ServiceContext, actor: Actor | null, universityId: number) {
  if (!actor) return false;
  if (actor.role !== ROLES.prospect) return true;
  const required = (await requiredQuestionIds(ctx.db, [universityId])).get(universityId) ?? [];
  const answered = await answeredKeys(ctx.db, [actor.id], required);
  return answered.size === required.length;
}

/** Room addresses: the media issue serves them; Quad hosts its rooms itself (CONTRACT §8). */
function roomUrl(ctx: ServiceContext, event: LiveEventRow, role: 'host' | 'viewer'): string {
  const room = encodeURIComponent(event.roomName ?? `live-event-${event.id}`);
  return `${ctx.config.publicUrl}/media/rooms/${room}/${role}`;
}

/** POST /liveStreams/{slug}: the event page, joining the caller to its chats. */
export async function openLiveStream(
  ctx: ServiceContext,
  actor: Actor | null,
  slug: string,
  scopeQuery: ScopeQuery,
): Promise<LiveStreamPage> {
  const scope = await resolveWidgetScope(ctx.db, scopeQuery);
  const event = await findEventInScope(ctx.db, scope.ids, { id: idFromSlugAndId(slug), slug });
  authorizeVisible(event !== undefined, EVENT_WHAT);
  let subject = await subjectOf(ctx.db, actor, event);
  // An archived event is gone for everyone but its own people.
  authorizeVisible(event.status !== 'archived' || isEventStaff(actor, subject), EVENT_WHAT);
  if (actor) subject = await joinChats(ctx, actor, event, subject);
  const [record] = await liveStreamRecords(ctx.db, [event], actor?.id ?? null);
  if (!record) throw new Error('live event record not loaded');
  const backstage = can(actor, 'liveEvent:backstage', subject);
  return presentPage(record, scope, ctx.storage, {
    abilities: abilitiesOf(actor, subject),
    isAnsweredUniversityQuestion: await answeredQuestions(ctx, actor, event.universityId),
    hostRoomUrl: backstage ? roomUrl(ctx, event, 'host') : null,
    viewerRoomUrl: event.status === 'inProgress' ? roomUrl(ctx, event, 'viewer') : null,
  });
}

/** GET /liveStreams/{id}/prospects: the prospects registered, for the event's own people. */
export async function listProspects(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  page: Pagination,
) {
  await openEvent(ctx.db, actor, eventId, 'liveEvent:backstage');
  const { users, total } = await pageProspects(ctx.db, eventId, page);
  return { users: users.map((row) => presentProspect(row, ctx.storage)), total };
}
