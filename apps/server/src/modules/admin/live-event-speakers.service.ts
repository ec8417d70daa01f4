import type { AdminLiveEventSpeaker } from '@quad/shared/contracts/admin-live-events';
import type { LiveStreamState } from '@quad/shared/contracts/live-events';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import { commit, commitAcross } from '../../core/db/transaction';
import { BadRequestError, NotFoundError } from '../../core/errors/app-error';
import { enqueueEvents } from '../../core/events/outbox';
import type { ServiceContext } from '../../core/service-context';
import { activateMembers } from '../dialogs/dialogs.repository';
import type { DialogsContext } from '../dialogs/dialogs.context';
import { dialogStateEvent, evictFromDialog } from '../dialogs/realtime-channels';
import { addSpeaker } from '../live-events/live-events.repository';
import { changeStatus } from '../live-events/live-status.service';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import {
  deleteSpeaker,
  findSpeakers,
  findUniversityLiveEvent,
  leaveChat,
  type LiveEventRow,
} from './live-events.repository';
import { findTeamMember } from './people.repository';
import { problem, problemDetail } from '../../core/errors/problems';

/** One of the admin's university's live events, or 404. */
export async function requireEvent(
  db: ServiceContext['db'],
  actor: AdminActor,
  eventId: number,
): Promise<LiveEventRow> {
  const event = await findUniversityLiveEvent(db, actor.universityId, eventId);
  if (!event) throw new NotFoundError('live_event');
  return event;
}

const roleOf = (roleKey: string): AdminLiveEventSpeaker['role'] =>
  roleKey === ROLES.ambassador ? 'ambassador' : roleKey === ROLES.admin ? 'admin' : 'speaker';

/** GET /admin/liveEvents/{id}/speakers: who speaks, and the code external speakers join with. */
export async function listSpeakers(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  eventId: number,
) {
  const event = await requireEvent(db, actor, eventId);
  const rows = await findSpeakers(db, eventId);
  return {
    speakers: rows.map((row) => ({
      id: row.id,
      name: `${row.name} ${row.lastName}`.trim() || row.email,
      role: roleOf(row.roleKey),
    })),
    speaker_code: event.speakerCode,
  };
}

/**
 * POST /admin/liveEvents/{id}/speakers: an ambassador or admin of the university speaks at the
 * event and joins its speakers' chat; audited.
 */
export async function addEventSpeaker(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  eventId: number,
  userId: number,
) {
  const event = await requireEvent(services.db, actor, eventId);
  const person = await findTeamMember(services.db, actor.universityId, userId);
  if (!person?.isEnabled) {
    throw new BadRequestError(problem('speakerOfUniversity'), [
      problemDetail('body.user_id', problem('speakerOfUniversity')),
    ]);
  }
  await commit(services.db, services.after, async (tx) => {
    await addSpeaker(tx, event.id, person.id);
    if (event.speakersChatId !== null) {
      await activateMembers(tx, event.speakersChatId, [person]);
      await enqueueEvents(tx, [
        dialogStateEvent({ type: 'dialogEdited', dialogId: event.speakersChatId }),
      ]);
    }
    await audit(tx, actor, {
      action: 'liveEvent.addSpeaker',
      target: `liveEvent:${event.id}`,
      before: null,
      after: { user_id: person.id },
    });
  });
  return listSpeakers(services, actor, eventId);
}

/** DELETE /admin/liveEvents/{id}/speakers/{userId}: no longer a speaker; leaves their chat. */
export async function removeEventSpeaker(
  services: Pick<DialogsContext, 'db' | 'after' | 'realtime'>,
  actor: AdminActor,
  eventId: number,
  userId: number,
) {
  const event = await requireEvent(services.db, actor, eventId);
  await commit(services.db, services.after, async (tx) => {
    if (!(await deleteSpeaker(tx, event.id, userId))) throw new NotFoundError('speaker');
    if (event.speakersChatId !== null) {
      await leaveChat(tx, event.speakersChatId, userId);
      await enqueueEvents(tx, [
        dialogStateEvent({ type: 'dialogEdited', dialogId: event.speakersChatId }),
      ]);
    }
    await audit(tx, actor, {
      action: 'liveEvent.removeSpeaker',
      target: `liveEvent:${event.id}`,
      before: { user_id: userId },
      after: null,
    });
  });
  if (event.speakersChatId !== null) {
    await evictFromDialog(services.realtime, event.speakersChatId, userId);
  }
  return listSpeakers(services, actor, eventId);
}

/**
 * PUT /admin/liveEvents/{id}/status: go live, end, cancel or archive through the live events
 * module's one status rule, then audited with the status before and after.
 */
export async function changeEventStatus(
  ctx: ServiceContext,
  actor: AdminActor & { actor: Actor },
  eventId: number,
  to: LiveEventStatus,
): Promise<LiveStreamState> {
  const event = await requireEvent(ctx.db, actor, eventId);
  return commitAcross(ctx, async (inner, tx) => {
    const state = await changeStatus(inner, actor.actor, eventId, to);
    await audit(tx, actor, {
      action: 'liveEvent.status',
      target: `liveEvent:${eventId}`,
      before: { status: event.status },
      after: { status: to },
    });
    return state;
  });
}
