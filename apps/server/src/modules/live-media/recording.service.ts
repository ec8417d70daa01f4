import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  liveStreamInfoChannel,
  liveStreamInfoPayloadSchema,
  parseChannel,
} from '@quad/shared/events';
import { checkTransition } from '@quad/shared/rules/live-event-status';
import { commit } from '../../core/db/transaction';
import { enqueueEvents, type OutboxRelay } from '../../core/events/outbox';
import type { ServiceContext } from '../../core/service-context';
import { removeStoredFile } from '../accounts/avatar.service';
import { updateRecordingKey } from '../admin/live-events.repository';
import { presentInfo } from '../live-events/live-events.presenter';
import { findEvent, lockEvent, updateEvent } from '../live-events/live-events.repository';
import { JanusStageTap } from './janus-recording';
import { JanusRoom } from './janus-room';
import { RoomRecorder } from './room-recorder';
import { SfuRoom } from './sfu-room';
import type { Realtime } from '../../core/realtime/realtime';
import type { Sfu } from './sfu';

export interface RecordingDeps {
  services: ServiceContext;
  outbox: OutboxRelay;
  sfu: Sfu;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/** A live event's recorder; on Janus, with the server's own subscription to the room's feeds. */
interface LiveRecording {
  recorder: RoomRecorder;
  tap: JanusStageTap | null;
  /** The room it records (a room that emptied is made anew). */
  room: SfuRoom | JanusRoom;
}

/** A live event's status, told to the other nodes: the one holding its room records it. */
const STATUS_EVENT = 'media:status';

/**
 * Records each live event while it is live, and makes the recording its on-demand video when it
 * ends (CONTRACT §8): status changes are heard from the outbox (`liveStreams:{id}:info`), so
 * every way an event goes live or ends is covered. The recording becomes the event's video and
 * the event `onDemand` in one transaction, with the status event.
 */
export function startRecording({ services, outbox, sfu, realtime, log }: RecordingDeps) {
  const recorders = new Map<number, LiveRecording>();
  const folder = path.join(services.config.dataDir, 'media-recordings');
  const ffmpeg = sfu.settings.ffmpegPath ?? 'ffmpeg';

  /** A recorder over the room's stage: the SFU's own, or on Janus what the server receives. */
  function recordingOf(room: SfuRoom | JanusRoom): LiveRecording {
    if (room instanceof SfuRoom)
      return { recorder: new RoomRecorder(room, folder, ffmpeg), tap: null, room };
    const tap = new JanusStageTap(room, sfu.settings);
    const recorder = new RoomRecorder(tap, folder, ffmpeg);
    tap.onTrack = () => void recorder.tryStart();
    return { recorder, tap, room };
  }

  /** Points a recording at the event's new room; what it recorded of the old one stays. */
  async function follow(recording: LiveRecording, room: SfuRoom | JanusRoom) {
    // Swapped at once, so that a second call for the same room finds it done.
    const old = recording.tap;
    recording.room = room;
    recording.tap = null;
    if (room instanceof SfuRoom) {
      recording.recorder.follow(room);
    } else {
      const tap = new JanusStageTap(room, sfu.settings);
      tap.onTrack = () => void recording.recorder.tryStart();
      recording.tap = tap;
      recording.recorder.follow(tap);
    }
    await old?.close();
  }

  async function ensureRecording(liveStreamId: number) {
    const room = sfu.existing(liveStreamId);
    if (!(room instanceof SfuRoom) && !(room instanceof JanusRoom)) return;
    let recording = recorders.get(liveStreamId);
    if (!recording) {
      recording = recordingOf(room);
      recorders.set(liveStreamId, recording);
    } else if (recording.room !== room) {
      await follow(recording, room);
    }
    await recording.tap?.follow();
    await recording.recorder.tryStart();
  }

  /** Ends a recording's files and lets its feeds go; answers the stored key (or null). */
  async function stop(recording: LiveRecording, storage?: { key: string }) {
    try {
      if (!storage) {
        await recording.recorder.discard();
        return null;
      }
      return await recording.recorder.finish(services.storage, storage.key);
    } finally {
      await recording.tap?.close();
    }
  }

  async function finish(liveStreamId: number) {
    const recording = recorders.get(liveStreamId);
    recorders.delete(liveStreamId);
    sfu.closeRoom(liveStreamId);
    const event = await findEvent(services.db, liveStreamId);
    if (!recording) return;
    if (!event) return stop(recording);
    const key = `recordings/${event.universityId}/${liveStreamId}-${randomUUID()}.webm`;
    const stored = await stop(recording, { key });
    if (!stored) return;
    const published = await commit(services.db, services.after, async (tx) => {
      const row = await lockEvent(tx, liveStreamId);
      // Someone uploaded a recording meanwhile, or the event moved on: theirs stands.
      if (!row || row.videoKey !== null) return false;
      if (!checkTransition(row.status as never, 'onDemand', { hasRecording: true }).ok)
        return false;
      await updateRecordingKey(tx, liveStreamId, stored);
      const updated = await updateEvent(tx, liveStreamId, {
        status: 'onDemand',
        isStreamActive: false,
      });
      await enqueueEvents(tx, [
        { channel: liveStreamInfoChannel(liveStreamId), payload: presentInfo(updated) },
      ]);
      return true;
    });
    if (!published) await removeStoredFile(services, stored);
  }

  async function handleStatus(liveStreamId: number, status: string) {
    if (status === 'inProgress') return ensureRecording(liveStreamId);
    if (status === 'completed') return finish(liveStreamId);
    if (status === 'cancelled' || status === 'archived') {
      const recording = recorders.get(liveStreamId);
      recorders.delete(liveStreamId);
      sfu.closeRoom(liveStreamId);
      if (recording) await stop(recording);
    }
  }

  outbox.onPublished((topic, payload) => {
    const channel = parseChannel(topic);
    if (channel?.kind !== 'liveStreamInfo') return;
    const info = liveStreamInfoPayloadSchema.safeParse(payload);
    if (!info.success) return;
    const status = { liveStreamId: channel.liveStreamId, status: info.data.status };
    heard(status);
    // The node that published the change may not be the one holding the event's room.
    realtime.toOtherNodes(STATUS_EVENT, status);
  });
  realtime.io.on(STATUS_EVENT, (message: { liveStreamId?: unknown; status?: unknown }) => {
    const { liveStreamId, status } = message;
    if (typeof liveStreamId === 'number' && typeof status === 'string') {
      heard({ liveStreamId, status });
    }
  });

  function heard({ liveStreamId, status }: { liveStreamId: number; status: string }) {
    handleStatus(liveStreamId, status).catch((error: unknown) =>
      log.error({ err: error, liveStreamId }, 'live recording failed'),
    );
  }

  // Someone went on stage (or, on Janus, a feed came or went): record if the event is live (it
  // may have gone live before).
  sfu.onTrack = (room) => {
    void findEvent(services.db, room.liveStreamId)
      .then((event) =>
        event?.status === 'inProgress' ? ensureRecording(room.liveStreamId) : undefined,
      )
      .catch((error: unknown) => log.error({ err: error }, 'live recording failed to start'));
  };

  return {
    /** Drops every unfinished recording (the server stops). */
    async close() {
      await Promise.all([...recorders.values()].map((recording) => stop(recording)));
      recorders.clear();
    },
  };
}
