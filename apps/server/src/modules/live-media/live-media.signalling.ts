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

export interface SignallingOptions {
  realtime: Realtime;
  media: media.MediaContext;
  log: FastifyBaseLogger;
  /** Whether the sign-in behind a socket still stands (checked on every request). */
  isSessionActive: (actor: Actor) => Promise<boolean>;
}

/**
 * The media signalling on the realtime connection (CONTRACT §8): each request is checked
 * against its schema, its sender's sign-in and the live event's rules, and always answered —
 * with the result or a coded refusal, never a thrown error.
 */
export function registerMediaSignalling(options: SignallingOptions): void {
  const { realtime, log } = options;
  const ctx = options.media;
  ctx.sfu.onRoster = (roster) => {
    realtime.io.to(mediaSocketRoom(roster.liveStreamId)).emit(MEDIA_EVENTS.roster, roster);
  };

  realtime.io.on('connection', (socket: Socket) => {
    const actor = (socket.data.actor ?? null) as Actor | null;

    /** One request: parse, check the sign-in, run, answer. */
    function on<S extends z.ZodType>(
      event: string,
      schema: S,
      run: (request: z.infer<S>) => Promise<object> | object,
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
          reply({ ok: true, ...(await run(parsed.data)) });
        } catch (error) {
          if (error instanceof AppError) return reply(failure(error.code, error.message));
          log.error({ err: error, event }, 'media signalling failed');
          reply(
            failure(
              ERROR_CODES.INTERNAL_ERROR,
              'The stream could not be started. Please try again.',
            ),
          );
        }
      });
    }

    on(MEDIA_EVENTS.iceServers, liveStreamRefSchema, () =>
      media.connectionSettings(ctx, actor, socket.id),
    );
    on(MEDIA_EVENTS.publish, publishRequestSchema, async (request) => {
      const published = await media.publish(ctx, actor, socket.id, request);
      await socket.join(mediaSocketRoom(request.liveStreamId));
      return published;
    });
    on(MEDIA_EVENTS.state, stateRequestSchema, (request) => {
      media.setState(ctx, socket.id, request.liveStreamId, request.state);
      return {};
    });
    on(MEDIA_EVENTS.unpublish, liveStreamRefSchema, (request) => {
      media.unpublish(ctx, socket.id, request.liveStreamId);
      return {};
    });
    on(MEDIA_EVENTS.subscribe, subscribeMediaRequestSchema, async (request) => {
      const subscription = await media.subscribe(
        ctx,
        actor,
        socket.id,
        request.liveStreamId,
        request.room,
      );
      await socket.join(mediaSocketRoom(request.liveStreamId));
      return subscription;
    });
    on(MEDIA_EVENTS.answer, answerRequestSchema, async (request) => {
      await media.answer(
        ctx,
        socket.id,
        request.liveStreamId,
        request.subscriptionId,
        request.answer,
      );
      return {};
    });
    on(MEDIA_EVENTS.layer, layerRequestSchema, (request) => {
      media.setLayer(ctx, socket.id, request);
      return {};
    });
    on(MEDIA_EVENTS.unsubscribe, unsubscribeMediaRequestSchema, (request) => {
      media.unsubscribe(ctx, socket.id, request.liveStreamId, request.subscriptionId);
      return {};
    });
    socket.on('disconnect', () => ctx.sfu.leaveAll(socket.id));
  });
}
