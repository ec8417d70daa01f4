import { asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { eventsOutbox } from '../db/schema';
import type { Realtime } from '../realtime/realtime';
import { coalesce } from './coalesce';

/** A transaction or the database: anything that can insert. */
type Writer = Pick<Db, 'insert'>;

/** A realtime event to publish once the transaction that wrote it commits. */
export interface OutboxEvent {
  channel: string;
  payload: unknown;
  /** The sender's socket, which already shows the change (CONTRACT §3 `socketId`). */
  exceptSocketId?: string | undefined;
}

/** Records events inside the caller's transaction: they exist exactly when the change does. */
export async function enqueueEvents(tx: Writer, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(eventsOutbox).values(
    events.map((event) => ({
      topic: event.channel,
      payload: event.payload,
      exceptSocketId: event.exceptSocketId ?? null,
    })),
  );
}

/** Sees every event this node publishes from the outbox (server-side reactions: caches). */
export type OutboxListener = (topic: string, payload: unknown) => void;

/** Topics for the server alone: listeners hear them, no socket room is sent them. */
export const SERVER_TOPIC_PREFIX = '#server:';

/**
 * One row that stands for the same payload on many channels (every member's personal channel
 * of a group chat): its payload is a `FanOut`, and the relay publishes it on each channel in
 * order, as if each were a row of its own. A message to a chat of 1,000 writes one row, not 1,000.
 */
export const FAN_OUT_TOPIC = '#fan-out';
export interface FanOut {
  channels: string[];
  payload: unknown;
}

function isFanOut(value: unknown): value is FanOut {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as FanOut).channels) &&
    (value as FanOut).channels.every((channel) => typeof channel === 'string')
  );
}

export interface OutboxRelay {
  /** Publishes everything committed and not yet published; call after a commit. */
  flush(): Promise<void>;
  /** Calls `listener` for each event this node publishes, after it went to the sockets. */
  onPublished(listener: OutboxListener): void;
  stop(): void;
}

const BATCH = 200;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Published events are kept a day (enough to look into a delivery problem); clients catch up
 * from the messages themselves, never from this table.
 */
export async function pruneEventsOutbox(db: Db): Promise<void> {
  await db.delete(eventsOutbox).where(lt(eventsOutbox.publishedAt, sql`now() - interval '1 day'`));
}

/**
 * Publishes outbox rows in id order and stamps them. Every node flushes after its own commits
 * and sweeps on a timer, so an event left behind by a crash still goes out; row locks with
 * SKIP LOCKED keep two nodes from publishing the same row.
 */
export function createOutboxRelay(deps: {
  db: Db;
  realtime: Realtime;
  log: FastifyBaseLogger;
  sweepMs?: number;
}): OutboxRelay {
  const listeners: OutboxListener[] = [];

  function publish(topic: string, payload: unknown, exceptSocketId: string | undefined): void {
    if (topic === FAN_OUT_TOPIC) {
      if (!isFanOut(payload)) {
        deps.log.error({ topic }, 'a fan-out event without its channels was dropped');
        return;
      }
      // One message to the other nodes for all its channels; listeners hear each channel.
      deps.realtime.publishMany(payload.channels, payload.payload, exceptSocketId);
      for (const channel of payload.channels) notify(channel, payload.payload);
      return;
    }
    if (!topic.startsWith(SERVER_TOPIC_PREFIX))
      deps.realtime.publish(topic, payload, exceptSocketId);
    notify(topic, payload);
  }

  function notify(topic: string, payload: unknown): void {
    for (const listener of listeners) {
      try {
        listener(topic, payload);
      } catch (error) {
        deps.log.error({ err: error, topic }, 'an outbox listener failed');
      }
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const published = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(eventsOutbox)
          .where(isNull(eventsOutbox.publishedAt))
          .orderBy(asc(eventsOutbox.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return 0;
        for (const row of rows) {
          publish(row.topic, row.payload, row.exceptSocketId ?? undefined);
        }
        await tx
          .update(eventsOutbox)
          .set({ publishedAt: sql`now()` })
          .where(
            inArray(
              eventsOutbox.id,
              rows.map((row) => row.id),
            ),
          );
        return rows.length;
      });
      if (published < BATCH) return;
    }
  }

  const { run: flush } = coalesce(drain, (error) =>
    deps.log.error({ err: error }, 'outbox relay failed; the sweep will retry'),
  );
  const timer = setInterval(() => void flush(), deps.sweepMs ?? 2000);
  timer.unref();
  const pruneTimer = setInterval(() => {
    pruneEventsOutbox(deps.db).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not prune the events outbox'),
    );
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();
  return {
    flush,
    onPublished(listener) {
      listeners.push(listener);
    },
    stop() {
      clearInterval(timer);
      clearInterval(pruneTimer);
    },
  };
}
