import type { TimeTrackBody } from '@quad/shared/contracts/live-events';
import type { Actor } from '../../core/auth/tokens';
import { authorize, authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { ConflictError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { EVENT_WHAT } from './event-access';
import {
  addWatchSeconds,
  countPlay,
  findEvent,
  insertTick,
  markWatched,
  registerProspect,
  watchSecondsOf,
  type LiveEventRow,
} from './live-events.repository';
import { problem } from '../../core/errors/problems';

/** Statuses with something to watch: the live stream or its recording. */
const WATCHABLE: ReadonlySet<string> = new Set(['inProgress', 'completed', 'onDemand']);

/** The event, once there is something to watch; 404 when unknown, 409 when not (yet). */
async function watchableEvent(ctx: ServiceContext, eventId: number): Promise<LiveEventRow> {
  const event = await findEvent(ctx.db, eventId);
  authorizeVisible(event !== undefined && event.status !== 'archived', EVENT_WHAT);
  if (!WATCHABLE.has(event.status)) {
    throw new ConflictError(problem('nothingToWatch'));
  }
  return event;
}

/**
 * POST /LiveStreams/timeTrack: adds a tick of watch time to the prospect's total. The client
 * names each tick, so a retried report changes nothing; the ticks stay for analytics.
 */
export async function trackTime(
  ctx: ServiceContext,
  actor: Actor,
  input: TimeTrackBody,
): Promise<{ counted: boolean; watchSeconds: number }> {
  const event = await watchableEvent(ctx, input.liveStreamId);
  return commit(ctx.db, ctx.after, async (tx) => {
    await registerProspect(tx, event.id, actor.id);
    const counted = await insertTick(tx, {
      liveEventId: event.id,
      accountId: actor.id,
      tickId: input.tickId,
      seconds: input.seconds,
    });
    const watchSeconds = counted
      ? await addWatchSeconds(tx, event.id, actor.id, input.seconds)
      : await watchSecondsOf(tx, event.id, actor.id);
    return { counted, watchSeconds };
  });
}

/** POST /LiveStreams/watch: the prospect watched; registered once, first watch stamped once. */
export async function markWatching(
  ctx: ServiceContext,
  actor: Actor,
  input: { liveStreamId: number; prospectId?: number | undefined },
): Promise<{ registeredProspectIds: number[] }> {
  authorize(input.prospectId === undefined || input.prospectId === actor.id, 'own_watching_only');
  const event = await watchableEvent(ctx, input.liveStreamId);
  await commit(ctx.db, ctx.after, async (tx) => {
    await registerProspect(tx, event.id, actor.id);
    await markWatched(tx, event.id, actor.id);
  });
  return { registeredProspectIds: [actor.id] };
}

/** POST /LiveStreams/play: counts a start of the stream or its recording, by anyone. */
export async function countPlayback(
  ctx: ServiceContext,
  eventId: number,
): Promise<{ play_count: number }> {
  const event = await watchableEvent(ctx, eventId);
  return { play_count: await countPlay(ctx.db, event.id) };
}
