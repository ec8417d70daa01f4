import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { eventsOutbox } from '../db/schema';
import type { Realtime } from '../realtime/realtime';
import { createOutboxRelay, enqueueEvents, FAN_OUT_TOPIC } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A logger that keeps quiet (the relay only logs failures). */
const quiet = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

/** A realtime that writes down what it was asked to publish. */
function recordingRealtime(sent: Array<[string, unknown, string | undefined]>): Realtime {
  return {
    publish: (channel: string, payload: unknown, except?: string) =>
      void sent.push([channel, payload, except]),
    publishMany: (channels: string[], payload: unknown, except?: string) =>
      void channels.forEach((channel) => sent.push([channel, payload, except])),
    toOtherNodes: () => undefined,
    evict: () => undefined,
    close: async () => undefined,
  } as unknown as Realtime;
}

describe('outbox relay', () => {
  it('publishes a fan-out row on each of its channels, in order with the rows around it', async () => {
    const sent: Array<[string, unknown, string | undefined]> = [];
    const heard: string[] = [];
    const relay = createOutboxRelay({
      db: database.db,
      realtime: recordingRealtime(sent),
      log: quiet,
      sweepMs: 60_000,
    });
    relay.onPublished((topic) => heard.push(topic));
    await enqueueEvents(database.db, [{ channel: 'dialogs:1:messages:new', payload: { seq: 1 } }]);
    await database.db.insert(eventsOutbox).values({
      topic: FAN_OUT_TOPIC,
      payload: { channels: ['7:dialogs:new', '9:dialogs:new'], payload: { dialog_id: 1 } },
      exceptSocketId: 'sock-1',
    });
    await enqueueEvents(database.db, [{ channel: 'dialogs:1:events', payload: { type: 'x' } }]);
    await relay.flush();
    relay.stop();
    expect(sent).toEqual([
      ['dialogs:1:messages:new', { seq: 1 }, undefined],
      ['7:dialogs:new', { dialog_id: 1 }, 'sock-1'],
      ['9:dialogs:new', { dialog_id: 1 }, 'sock-1'],
      ['dialogs:1:events', { type: 'x' }, undefined],
    ]);
    expect(heard).toEqual(sent.map(([channel]) => channel));
  });

  it('drops a fan-out row without channels, and goes on with the others', async () => {
    const sent: Array<[string, unknown, string | undefined]> = [];
    const relay = createOutboxRelay({
      db: database.db,
      realtime: recordingRealtime(sent),
      log: quiet,
      sweepMs: 60_000,
    });
    await database.db.insert(eventsOutbox).values({ topic: FAN_OUT_TOPIC, payload: { seq: 2 } });
    await enqueueEvents(database.db, [{ channel: 'dialogs:2:events', payload: { type: 'y' } }]);
    await relay.flush();
    relay.stop();
    expect(sent).toEqual([['dialogs:2:events', { type: 'y' }, undefined]]);
  });
});
