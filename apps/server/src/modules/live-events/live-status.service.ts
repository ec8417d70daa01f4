import type { LiveStreamState } from '@quad/shared/contracts/live-events';
import { liveStreamInfoChannel } from '@quad/shared/events';
import { checkTransition, flagsFor } from '@quad/shared/rules/live-event-status';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit, type Tx } from '../../core/db/transaction';
import { ConflictError } from '../../core/errors/app-error';
import { enqueueEvents, type OutboxEvent } from '../../core/events/outbox';
import type { ServiceContext } from '../../core/service-context';
import type { Storage } from '../../core/storage/storage';
import { findLiveAccount } from '../dialogs/dialog-people.repository';
import { updateDialog } from '../dialogs/dialogs.repository';
import { dialogStateEvent } from '../dialogs/realtime-channels';
import { SYSTEM_TEXTS, appendSystemMessage, fullName } from '../dialogs/system-messages';
import { EVENT_WHAT, openEvent } from './event-access';
import { presentInfo, presentState } from './live-events.presenter';
import { lockEvent, updateEvent, type LiveEventRow } from './live-events.repository';
import { problem } from '../../core/errors/problems';

/** The public status event of a live event (CONTRACT §3 `liveStreams:{id}:info`). */
function infoEvent(event: LiveEventRow): OutboxEvent {
  return { channel: liveStreamInfoChannel(event.id), payload: presentInfo(event) };
}

/**
 * Closes or reopens the live chat with the spec's '5' / '6' message and the dialog's
 * closed/opened event, inside the caller's transaction.
 */
async function setLiveChatOpen(
  tx: Tx,
  storage: Storage,
  event: LiveEventRow,
  open: boolean,
  by: string,
): Promise<OutboxEvent[]> {
  if (event.liveChatId === null) return [];
  await updateDialog(tx, event.liveChatId, { closed: !open, adminClosed: false, autoClose: false });
  const { events } = await appendSystemMessage(tx, storage, event.liveChatId, {
    type: open ? '6' : '5',
    text: open ? SYSTEM_TEXTS.opened(by) : SYSTEM_TEXTS.closed(by),
    data: { event: open ? 'opened' : 'closed', liveStreamId: event.id },
  });
  return [
    ...events,
    dialogStateEvent(
      open
        ? { type: 'opened', dialogId: event.liveChatId }
        : { type: 'closed', dialogId: event.liveChatId, admin_closed: false },
    ),
  ];
}

async function nameOf(ctx: ServiceContext, actor: Actor): Promise<string> {
  const account = await findLiveAccount(ctx.db, actor.id);
  return account ? fullName(account) : 'Someone';
}

/**
 * The one way an event changes status (CONTRACT §8). The rule of `checkTransition` decides
 * under the event's row lock, so two speakers pressing at once cannot both win; a refusal is a
 * 409 saying why. The new status, its flags, the chat message and `liveStreams:{id}:info`
 * commit together.
 */
export async function changeStatus(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
  to: LiveEventStatus,
): Promise<LiveStreamState> {
  await openEvent(
    ctx.db,
    actor,
    eventId,
    to === 'archived' ? 'liveEvent:archive' : 'liveEvent:changeStatus',
  );
  const by = await nameOf(ctx, actor);
  return commit(ctx.db, ctx.after, async (tx) => {
    const event = await lockEvent(tx, eventId);
    authorizeVisible(event !== undefined, EVENT_WHAT);
    const verdict = checkTransition(event.status as LiveEventStatus, to, {
      hasRecording: event.videoKey !== null,
    });
    if (!verdict.ok) throw new ConflictError(problem(verdict.problem));
    const flags = flagsFor(to);
    const isChatActive = flags.isChatActive ?? event.isChatActive;
    const updated = await updateEvent(tx, eventId, {
      status: to,
      isStreamActive: flags.isStreamActive,
      isChatActive,
    });
    const chatEvents =
      isChatActive === event.isChatActive
        ? []
        : await setLiveChatOpen(tx, ctx.storage, updated, isChatActive, by);
    await enqueueEvents(tx, [infoEvent(updated), ...chatEvents]);
    return presentState(updated);
  });
}

/** Closes an open live chat or reopens a closed one; a cancelled or archived event's stays shut. */
export async function toggleLiveChat(
  ctx: ServiceContext,
  actor: Actor,
  eventId: number,
): Promise<LiveStreamState> {
  await openEvent(ctx.db, actor, eventId, 'liveEvent:toggleChat');
  const by = await nameOf(ctx, actor);
  return commit(ctx.db, ctx.after, async (tx) => {
    const event = await lockEvent(tx, eventId);
    authorizeVisible(event !== undefined, EVENT_WHAT);
    const open = !event.isChatActive;
    if (open && (event.status === 'cancelled' || event.status === 'archived')) {
      throw new ConflictError(problem('chatCannotReopen'));
    }
    const updated = await updateEvent(tx, eventId, { isChatActive: open });
    const chatEvents = await setLiveChatOpen(tx, ctx.storage, updated, open, by);
    await enqueueEvents(tx, [infoEvent(updated), ...chatEvents]);
    return presentState(updated);
  });
}
