import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MediaRecorder } from 'werift/nonstandard';
import type { Storage } from '../../core/storage/storage';
import type { PublishedTrack, SfuRoom } from './sfu-room';

/** How often the recorder asks for a key frame (a WebM cluster starts on one). */
const KEYFRAME_EVERY_MS = 2000;

/**
 * Records one live event's stage to a WebM file (VP8 and Opus as they arrive, no transcoding):
 * the camera and voice of the first person on stage. The file is written in the data folder
 * and moved to storage when the recording ends.
 */
export class RoomRecorder {
  private recorder: MediaRecorder | null = null;
  private readonly file: string;
  private keyframes: NodeJS.Timeout | null = null;
  private recorded: PublishedTrack[] = [];

  constructor(
    private readonly room: SfuRoom,
    folder: string,
  ) {
    this.file = path.join(folder, `${room.liveStreamId}-${randomUUID()}.webm`);
  }

  get recording(): boolean {
    return this.recorder !== null;
  }

  /** Starts when someone on stage sends both camera and voice (or tries again when they do). */
  async tryStart(): Promise<void> {
    if (this.recorder) return;
    const publisher = [...this.room.publishers.values()].find((candidate) =>
      candidate.tracks.some((t) => t.source === 'camera' && t.remote),
    );
    if (!publisher) return;
    const tracks = publisher.tracks.filter(
      (t) => (t.source === 'camera' || t.source === 'microphone') && t.remote,
    );
    await mkdir(path.dirname(this.file), { recursive: true });
    const recorder = new MediaRecorder({
      path: this.file,
      numOfTracks: tracks.length,
      width: 1280,
      height: 720,
    });
    this.recorder = recorder;
    this.recorded = tracks;
    for (const track of tracks) {
      if (track.remote) await recorder.addTrack(track.remote);
    }
    const camera = tracks.find((t) => t.kind === 'video');
    camera?.requestKeyframe(true);
    this.keyframes = setInterval(() => camera?.requestKeyframe(), KEYFRAME_EVERY_MS);
  }

  /** Whether a track that just arrived belongs to what is being recorded. */
  records(track: PublishedTrack): boolean {
    return this.recorded.includes(track);
  }

  /**
   * Ends the file and moves it to storage under `key`; answers the key, or null when nothing
   * was recorded (nobody was on stage, or no frame arrived).
   */
  async finish(storage: Storage, key: string): Promise<string | null> {
    if (this.keyframes) clearInterval(this.keyframes);
    const recorder = this.recorder;
    this.recorder = null;
    if (!recorder) return null;
    try {
      await recorder.stop();
      const size = (await stat(this.file).catch(() => null))?.size ?? 0;
      if (size === 0) return null;
      await storage.putStream(key, createReadStream(this.file), 'video/webm');
      return key;
    } finally {
      await rm(this.file, { force: true });
    }
  }

  /** Drops the recording (the event was cancelled). */
  async discard(): Promise<void> {
    if (this.keyframes) clearInterval(this.keyframes);
    const recorder = this.recorder;
    this.recorder = null;
    await recorder?.stop().catch(() => undefined);
    await rm(this.file, { force: true });
  }
}
