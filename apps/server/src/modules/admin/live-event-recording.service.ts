import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AdminLiveEvent } from '@quad/shared/contracts/admin-live-events';
import { commit } from '../../core/db/transaction';
import { BadRequestError, ConflictError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { removeStoredFile } from '../accounts/avatar.service';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import { requireEvent } from './live-event-speakers.service';
import { presentLiveEvent } from './live-events.service';
import { updateRecordingKey, type LiveEventRow } from './live-events.repository';
import { problem } from '../../core/errors/problems';

export type VideoType = 'video/mp4' | 'video/webm';

/** ISO media brands that are pictures or audio, not an MP4 video. */
const NOT_VIDEO_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'M4A ', 'M4B ', 'crx ']);

/** How many leading bytes the type is read from (the WebM doctype sits in the EBML header). */
const HEAD_BYTES = 64;

/** The video type of a file by its first bytes, whatever the upload claimed; null if neither. */
export function sniffVideoType(head: Uint8Array): VideoType | null {
  const ascii = Buffer.from(head).toString('latin1');
  if (ascii.slice(4, 8) === 'ftyp' && !NOT_VIDEO_BRANDS.has(ascii.slice(8, 12))) return 'video/mp4';
  const ebml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  if (ebml && ascii.includes('webm')) return 'video/webm';
  return null;
}

/**
 * Reads the first bytes of an upload to learn its type, and gives back a stream of the whole
 * file (those bytes first). A file of another type is drained and refused.
 */
async function sniffedStream(source: Readable): Promise<{ type: VideoType; body: Readable }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw new BadRequestError(problem('uploadEmpty'));
  const type = sniffVideoType(head);
  if (!type) {
    // The rest of the request is read and dropped, so the client gets the answer.
    while (!(await chunks.next()).done);
    throw new BadRequestError(problem('recordingType'));
  }
  async function* whole() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { type, body: Readable.from(whole()) };
}

/** An upload of the one file of a multipart request. */
export interface RecordingUpload {
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated(): boolean;
}

/** Thrown when the upload passed the size limit. */
export class RecordingTooLargeError extends Error {}

/**
 * POST /admin/liveEvents/{id}/recording: streams an MP4 or WebM recording of an ended event to
 * the storage (checked by its bytes), then points the event at it; the recording it replaces is
 * removed after the commit. Audited with the keys before and after.
 */
export async function uploadRecording(
  ctx: Pick<ServiceContext, 'db' | 'after' | 'storage' | 'log'>,
  actor: AdminActor,
  eventId: number,
  upload: RecordingUpload,
): Promise<AdminLiveEvent> {
  const event = await requireEvent(ctx.db, actor, eventId);
  if (event.status !== 'completed' && event.status !== 'onDemand') {
    upload.stream.resume();
    throw new ConflictError(problem('recordingNeedsEnd'));
  }
  const { type, body } = await sniffedStream(upload.stream);
  const extension = type === 'video/mp4' ? 'mp4' : 'webm';
  const key = `recordings/${actor.universityId}/${eventId}-${randomUUID()}.${extension}`;
  await ctx.storage.putStream(key, body, type);
  if (upload.truncated()) {
    await removeStoredFile(ctx, key);
    throw new RecordingTooLargeError();
  }
  let row: LiveEventRow;
  try {
    row = await commit(ctx.db, ctx.after, async (tx) => {
      const updated = await updateRecordingKey(tx, eventId, key);
      await audit(tx, actor, {
        action: 'liveEvent.recording',
        target: `liveEvent:${eventId}`,
        before: { video_key: event.videoKey },
        after: { video_key: key },
      });
      return updated;
    });
  } catch (error) {
    await removeStoredFile(ctx, key);
    throw error;
  }
  if (event.videoKey) await removeStoredFile(ctx, event.videoKey);
  return presentLiveEvent(row, ctx.storage);
}

/**
 * DELETE /admin/liveEvents/{id}/recording: removes the recording (not while the event is on
 * demand, where it is what people watch); audited, the file removed after the commit.
 */
export async function deleteRecording(
  ctx: Pick<ServiceContext, 'db' | 'after' | 'storage' | 'log'>,
  actor: AdminActor,
  eventId: number,
): Promise<AdminLiveEvent> {
  const event = await requireEvent(ctx.db, actor, eventId);
  if (event.status === 'onDemand') {
    throw new ConflictError(problem('recordingInUse'));
  }
  if (!event.videoKey) return presentLiveEvent(event, ctx.storage);
  const row = await commit(ctx.db, ctx.after, async (tx) => {
    const updated = await updateRecordingKey(tx, eventId, null);
    await audit(tx, actor, {
      action: 'liveEvent.recording',
      target: `liveEvent:${eventId}`,
      before: { video_key: event.videoKey },
      after: { video_key: null },
    });
    return updated;
  });
  await removeStoredFile(ctx, event.videoKey);
  return presentLiveEvent(row, ctx.storage);
}
