import type { RefusalReason } from '@quad/shared/errors';
import type {
  LayerRequest,
  MediaRoom,
  PublishRequest,
  PublisherState,
  SessionDescription,
} from '@quad/shared/contracts/live-media';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import type { Db } from '../../core/db/client';
import type { MediaSettings } from '../../core/config/config';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../core/errors/app-error';
import { findLiveAccount } from '../dialogs/dialog-people.repository';
import { fullName } from '../dialogs/system-messages';
import { EVENT_WHAT, subjectOf } from '../live-events/event-access';
import { isEventStaff, type EventSubject } from '../live-events/live-events.policy';
import { findEvent } from '../live-events/live-events.repository';
import { BACKSTAGE_REFUSAL, MEDIA_REFUSALS, canMedia } from './live-media.policy';
import { iceServersFor } from './media-config';
import type { MediaDirectory } from './media-directory';
import type { Sfu } from './sfu';
import { problem } from '../../core/errors/problems';

/** What the media use cases are handed. */
export interface MediaContext {
  db: Db;
  sfu: Sfu;
  settings: MediaSettings;
  /** Which node holds each event's room (several nodes share one site through Redis). */
  directory: MediaDirectory;
}

/** Who is on the socket: a widget sign-in, or null for a guest (community sessions watch as guests). */
function widgetActor(actor: Actor | null): Actor | null {
  return actor?.audience === 'main' ? actor : null;
}

/** Loads the event and how the caller relates to it; 404 for what the caller may not see. */
async function eventSubject(db: Db, actor: Actor | null, liveStreamId: number) {
  const event = await findEvent(db, liveStreamId);
  authorizeVisible(event !== undefined, EVENT_WHAT);
  const subject = await subjectOf(db, actor, event);
  // An archived event is gone for everyone but its own people (as on the event page).
  authorizeVisible(event.status !== 'archived' || isEventStaff(actor, subject), EVENT_WHAT);
  return subject;
}

function refuse(actor: Actor | null, reason: RefusalReason): never {
  throw actor ? new ForbiddenError(reason) : new UnauthorizedError(problem('signInToGoOnStage'));
}

/**
 * What a new connection needs: the ICE servers (TURN credentials last a few hours), and whether
 * a camera goes in simulcast layers (the embedded SFU picks one per viewer; Janus takes one).
 */
export function connectionSettings(ctx: MediaContext, actor: Actor | null, socketId: string) {
  return {
    iceServers: iceServersFor(ctx.settings, actor ? `account-${actor.id}` : `guest-${socketId}`),
    simulcast: ctx.settings.server !== 'janus',
  };
}

/** media:publish — an event's own person goes on stage with camera, microphone and screen. */
export async function publish(
  ctx: MediaContext,
  socketActor: Actor | null,
  socketId: string,
  request: PublishRequest,
) {
  const actor = widgetActor(socketActor);
  const subject: EventSubject = await eventSubject(ctx.db, actor, request.liveStreamId);
  if (!actor || !canMedia(actor, 'media:publish', subject)) {
    refuse(actor, MEDIA_REFUSALS['media:publish']);
  }
  const account = await findLiveAccount(ctx.db, actor.id);
  return ctx.sfu.room(request.liveStreamId).publish({
    accountId: actor.id,
    name: account ? fullName(account) : 'Speaker',
    socketId,
    offer: request.offer,
    state: request.state,
  });
}

/** media:state — what a publisher sends now (camera off, muted, screen shared). */
export function setState(
  ctx: MediaContext,
  socketId: string,
  liveStreamId: number,
  state: PublisherState,
) {
  const room = ctx.sfu.existing(liveStreamId);
  if (!room?.publisherOf(socketId)) throw new ForbiddenError('not_on_stage');
  room.setState(socketId, state);
}

/** media:unpublish — leaves the stage. */
export function unpublish(ctx: MediaContext, socketId: string, liveStreamId: number) {
  const room = ctx.sfu.existing(liveStreamId);
  const publisher = room?.publisherOf(socketId);
  if (room && publisher) room.removePublisher(publisher.id);
}

/** media:subscribe — receive the stage while live, or the back room for the event's own people. */
export async function subscribe(
  ctx: MediaContext,
  socketActor: Actor | null,
  socketId: string,
  liveStreamId: number,
  room: MediaRoom,
) {
  const actor = widgetActor(socketActor);
  const subject = await eventSubject(ctx.db, actor, liveStreamId);
  if (!canMedia(actor, 'media:watch', subject, room)) {
    if (room === 'backstage') refuse(actor, BACKSTAGE_REFUSAL);
    throw new ForbiddenError(MEDIA_REFUSALS['media:watch']);
  }
  const sfuRoom = ctx.sfu.room(liveStreamId);
  const subscription = await sfuRoom.subscribe(socketId, room);
  return { ...subscription, roster: sfuRoom.roster() };
}

/** media:answer — completes a subscription. */
export async function answer(
  ctx: MediaContext,
  socketId: string,
  liveStreamId: number,
  subscriptionId: string,
  description: SessionDescription,
) {
  const room = ctx.sfu.existing(liveStreamId);
  if (!room) throw new NotFoundError('media_subscription');
  await room.answer(socketId, subscriptionId, description);
}

/** media:layer — which layer of a camera a subscriber receives. */
export function setLayer(ctx: MediaContext, socketId: string, request: LayerRequest) {
  const room = ctx.sfu.existing(request.liveStreamId);
  if (!room) throw new NotFoundError('media_subscription');
  room.setLayer(socketId, request.subscriptionId, request.mid, request.layer);
}

/** media:unsubscribe — stops receiving. */
export function unsubscribe(ctx: MediaContext, socketId: string, liveStreamId: number, id: string) {
  ctx.sfu.existing(liveStreamId)?.removeSubscription(id, socketId);
}
