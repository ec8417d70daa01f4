import type { Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  MEDIA_EVENTS,
  answerRequestSchema,
  layerRequestSchema,
  liveStreamRefSchema,
  publishRequestSchema,
  stateRequestSchema,
  subscribeMediaRequestSchema,
  unsubscribeMediaRequestSchema,
} from '@quad/shared/contracts/live-media';
import { ERROR_CODES } from '@quad/shared/errors';
import type { Actor } from '../../core/auth/tokens';
import { AppError } from '../../core/errors/app-error';
import type { Realtime } from '../../core/realtime/realtime';
import * as media from './live-media.service';
import { mediaSocketRoom } from './sfu';
import { PROBLEMS } from '../../core/errors/problems';

interface Failure {
  ok: false;
  error: { code: string; message: string };
}

const failure = (code: string, message: string): Failure => ({
  ok: false,
  error: { code, message },
});

/** What a request that failed for a reason of the server's own answers. */
const NOT_STARTED = failure(
  ERROR_CODES.INTERNAL_ERROR,
  'The stream could not be started. Please try again.',
);

export interface SignallingOptions {
  realtime: Realtime;
  media: media.MediaContext;
  log: FastifyBaseLogger;
  /** Whether the sign-in behind a socket still stands (checked on every request). */
  isSessionActive: (actor: Actor) => Promise<boolean>;
}

/** A room-bound request handed to the node that holds the event's room, and a socket that left. */
const RELAY_EVENT = 'media:relay';
const LEAVE_EVENT = 'media:leave';

type Ack = { ok: true } | Failure;

/** What the node holding a room runs for each room-bound request; `joins` puts the socket in the room. */
const ROOM_REQUESTS = {
  [MEDIA_EVENTS.publish]: roomRequest({
    schema: publishRequestSchema,
    joins: true,
    run: (ctx, actor, socketId, request) => media.publish(ctx, actor, socketId, request),
  }),
  [MEDIA_EVENTS.state]: roomRequest({
    schema: stateRequestSchema,
    run: (ctx, _actor, socketId, request) => {
      media.setState(ctx, socketId, request.liveStreamId, request.state);
      return {};
    },
  }),
  [MEDIA_EVENTS.unpublish]: roomRequest({
    schema: liveStreamRefSchema,
    run: (ctx, _actor, socketId, request) => {
      media.unpublish(ctx, socketId, request.liveStreamId);
      return {};
    },
  }),
  [MEDIA_EVENTS.subscribe]: roomRequest({
    schema: subscribeMediaRequestSchema,
    joins: true,
    run: (ctx, actor, socketId, request) =>
      media.subscribe(ctx, actor, socketId, request.liveStreamId, request.room),
  }),
  [MEDIA_EVENTS.answer]: roomRequest({
    schema: answerRequestSchema,
    run: async (ctx, _actor, socketId, request) => {
      await media.answer(
        ctx,
        socketId,
        request.liveStreamId,
        request.subscriptionId,
        request.answer,
      );
      return {};
    },
  }),
  [MEDIA_EVENTS.layer]: roomRequest({
    schema: layerRequestSchema,
    run: (ctx, _actor, socketId, request) => {
      media.setLayer(ctx, socketId, request);
      return {};
    },
  }),
  [MEDIA_EVENTS.unsubscribe]: roomRequest({
    schema: unsubscribeMediaRequestSchema,
    run: (ctx, _actor, socketId, request) => {
      media.unsubscribe(ctx, socketId, request.liveStreamId, request.subscriptionId);
      return {};
    },
  }),
};

/** One room-bound request, its types taken from its schema. */
function roomRequest<S extends z.ZodType<{ liveStreamId: number }>>(definition: RoomRequest<S>) {
  return definition as RoomRequest<z.ZodType<{ liveStreamId: number }>>;
}

interface RoomRequest<S extends z.ZodType<{ liveStreamId: number }>> {
  schema: S;
  joins?: boolean;
  run: (
    ctx: media.MediaContext,
    actor: Actor | null,
    socketId: string,
    request: z.infer<S>,
  ) => Promise<object> | object;
}

type RoomEvent = keyof typeof ROOM_REQUESTS;

interface Relayed {
  to: string;
  event: RoomEvent;
  actor: Actor | null;
  socketId: string;
  request: unknown;
}

/**
 * The media signalling on the realtime connection (CONTRACT §8): each request is checked
 * against its schema, its sender's sign-in and the live event's rules, and always answered —
 * with the result or a coded refusal, never a thrown error. A request about a room goes to the
 * node that holds it (MediaDirectory), wherever the socket is connected.
 */
export function registerMediaSignalling(options: SignallingOptions): void {
  const { realtime, log } = options;
  const ctx = options.media;
  const { directory } = ctx;
  ctx.sfu.onRoster = (roster) => {
    realtime.io.to(mediaSocketRoom(roster.liveStreamId)).emit(MEDIA_EVENTS.roster, roster);
  };
  ctx.sfu.onRoomDropped = (liveStreamId) => void directory.release(liveStreamId);

  /** Runs a request here and answers it, a refusal as a coded failure. */
  async function answerOf(event: string, run: () => Promise<object> | object): Promise<Ack> {
    try {
      return { ok: true, ...(await run()) };
    } catch (error) {
      if (error instanceof AppError) return failure(error.code, error.message);
      log.error({ err: error, event }, 'media signalling failed');
      return NOT_STARTED;
    }
  }

  /** Runs a room-bound request on this node (its schema checked again: it may have travelled). */
  function runHere(event: RoomEvent, actor: Actor | null, socketId: string, request: unknown) {
    const handler = ROOM_REQUESTS[event];
    const parsed = handler.schema.safeParse(request);
    if (!parsed.success) return Promise.resolve(failure(ERROR_CODES.VALIDATION_ERROR, 'request'));
    return answerOf(event, () => handler.run(ctx, actor, socketId, parsed.data));
  }

  /** Runs a room-bound request where its room is held: here, or on another node through Redis. */
  async function routed(
    event: RoomEvent,
    actor: Actor | null,
    socketId: string,
    request: { liveStreamId: number },
  ): Promise<Ack> {
    const owner = await directory.ownerOf(request.liveStreamId);
    if (owner === directory.nodeId) return runHere(event, actor, socketId, request);
    const relayed: Relayed = { to: owner, event, actor, socketId, request };
    // The Redis adapter waits five seconds for the other nodes' answers.
    const answers = (await realtime.io.serverSideEmitWithAck(
      RELAY_EVENT,
      relayed,
    )) as (Ack | null)[];
    const answer = answers.find((a) => a !== null);
    if (answer) return answer;
    log.warn({ event, owner }, 'the node holding a media room did not answer');
    return NOT_STARTED;
  }

  realtime.io.on(RELAY_EVENT, (message: Relayed, callback: (answer: Ack | null) => void) => {
    if (message.to !== directory.nodeId || !(message.event in ROOM_REQUESTS)) {
      callback(null);
      return;
    }
    void runHere(message.event, message.actor, message.socketId, message.request).then(callback);
  });
  realtime.io.on(LEAVE_EVENT, (message: { socketId?: unknown }) => {
    if (typeof message.socketId === 'string') ctx.sfu.leaveAll(message.socketId);
  });

  realtime.io.on('connection', (socket: Socket) => {
    const actor = (socket.data.actor ?? null) as Actor | null;

    /** One request: parse, check the sign-in, run, answer. */
    function on<S extends z.ZodType>(
      event: string,
      schema: S,
      run: (request: z.infer<S>) => Promise<Ack>,
    ) {
      socket.on(event, async (request: unknown, ack: unknown) => {
        const reply =
          typeof ack === 'function' ? (ack as (answer: object) => void) : () => undefined;
        const parsed = schema.safeParse(request);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue?.path.join('.') || 'request';
          return reply(
            failure(ERROR_CODES.VALIDATION_ERROR, `${where}: ${issue?.message ?? 'invalid'}`),
          );
        }
        try {
          if (actor && !(await options.isSessionActive(actor))) {
            reply(failure(ERROR_CODES.UNAUTHORIZED, PROBLEMS.signedOut));
            socket.disconnect(true);
            return;
          }
          reply(await run(parsed.data));
        } catch (error) {
          log.error({ err: error, event }, 'media signalling failed');
          reply(NOT_STARTED);
        }
      });
    }

    on(MEDIA_EVENTS.iceServers, liveStreamRefSchema, () =>
      answerOf(MEDIA_EVENTS.iceServers, () => media.connectionSettings(ctx, actor, socket.id)),
    );
    for (const event of Object.keys(ROOM_REQUESTS) as RoomEvent[]) {
      const handler = ROOM_REQUESTS[event];
      on(event, handler.schema, async (request) => {
        const answer = await routed(event, actor, socket.id, request);
        // The room's roster reaches the socket wherever it is connected.
        if (answer.ok && handler.joins) await socket.join(mediaSocketRoom(request.liveStreamId));
        return answer;
      });
    }
    socket.on('disconnect', () => {
      ctx.sfu.leaveAll(socket.id);
      // What it had in rooms other nodes hold.
      if (directory.clustered) realtime.toOtherNodes(LEAVE_EVENT, { socketId: socket.id });
    });
  });
}
