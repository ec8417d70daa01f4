import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Storage } from '../../core/storage/storage';
import type { MediaStreamTrack } from 'werift';
import type { PublisherState } from '@quad/shared/contracts/live-media';
import type { TrackSource } from './published-track';
import { composeStage, type StageSegment } from './stage-composer';
import { StageFile } from './stage-file';

/** How often the recorder asks for a key frame (a WebM cluster starts on one). */
const KEYFRAME_EVERY_MS = 2000;
/**
 * How long a person's file waits for the rest of what they send: a camera often starts a moment
 * after the voice, and both belong in one file (otherwise the grid shows a voice-only tile).
 */
const PERSON_GRACE_MS = 1000;
/**
 * How long the recording's start waits for everyone on stage: people who were on stage when the
 * event went live start together (one whose picture reached the server a moment later would
 * otherwise leave the first fill the frame alone until then).
 */
const STAGE_GRACE_MS = 3000;

/** A track on stage as the recorder sees it (`PublishedTrack` on the SFU, `TappedTrack` on Janus). */
export interface RecordedTrack {
  readonly source: TrackSource;
  readonly kind: 'audio' | 'video';
  /** Whether a packet arrived (an idle screen transceiver has a track but sends nothing). */
  readonly flowing: boolean;
  /** The track whose packets and sender reports a file takes. */
  recordingTrack(): MediaStreamTrack | null;
  /** Asks the publisher for a key frame (throttled; `force`: a file starts). */
  requestKeyframe(force?: boolean): void;
}

/** Someone on stage: what they say they send, and their tracks. */
export interface RecordedPublisher {
  readonly id: string;
  readonly state: PublisherState;
  readonly tracks: RecordedTrack[];
}

/** A live event's stage, whichever server carries it (`SfuRoom`, or `JanusStageTap` on Janus). */
export interface RecordedStage {
  readonly liveStreamId: number;
  readonly publishers: { values(): Iterable<RecordedPublisher> };
  /** How many people are on stage, counting those whose tracks the recorder has not been given yet. */
  readonly onStage: number;
}

interface Recording extends StageSegment {
  recorder: StageFile;
  tracks: RecordedTrack[];
  /** When the file's last packet arrived (its tracks stop when their publisher leaves). */
  lastPacketAt: number;
  stopWatching: () => void;
}

/**
 * Records one live event's stage as viewers saw it: each person's camera and voice, and each
 * shared screen, to a WebM file of its own (VP8 and Opus as they arrive, `StageFile`);
 * someone who comes on stage later gets a file from then on. When the recording ends, ffmpeg
 * composes the files into one video (grid, or screen and speakers, voices mixed); without
 * ffmpeg the first speaker's file is kept.
 */
export class RoomRecorder {
  private readonly recordings: Recording[] = [];
  private readonly id = randomUUID();
  private startedAt: number | null = null;
  /** When the recording was first asked to start (it waits for the stage a moment). */
  private firstAsked: number | null = null;
  /** Finished or discarded: a retry still scheduled then opens nothing. */
  private closed = false;
  private keyframes: NodeJS.Timeout | null = null;
  private pending: Promise<void> = Promise.resolve();
  /** People with something flowing but not all they send yet, since when. */
  private readonly waiting = new Map<string, number>();

  constructor(
    private room: RecordedStage,
    private readonly folder: string,
    private readonly ffmpeg: string,
  ) {}

  /**
   * The event's room was made anew (everyone left it a moment, a lone speaker's connection
   * dropped, say): whoever comes on stage there is recorded too, in the same recording.
   */
  follow(room: RecordedStage): void {
    this.room = room;
  }

  get recording(): boolean {
    return this.startedAt !== null;
  }

  /** Starts recording, and takes in whatever arrived on stage since (called again for each track). */
  tryStart(): Promise<void> {
    if (this.closed) return this.pending;
    // One at a time: two tracks arriving together must not open two files for one person.
    this.pending = this.pending.then(() => this.takeIn()).catch(() => undefined);
    return this.pending;
  }

  /** Opens a file for whatever flows on stage and has none; `now`: without waiting for the rest. */
  private async takeIn(now = false): Promise<void> {
    if (this.startedAt === null && !this.stageReady(now)) return;
    await mkdir(this.folder, { recursive: true });
    this.startedAt ??= Date.now();
    this.keyframes ??= setInterval(() => this.askForKeyframes(), KEYFRAME_EVERY_MS);
    for (const publisher of this.room.publishers.values()) {
      const own = publisher.tracks.filter(
        (t) => t.source === 'camera' || t.source === 'microphone',
      );
      const person = own.filter((t) => t.flowing && !this.records(t));
      // A person's camera and voice share a file, so the fallback has both: what they have on
      // waits for the rest, a second at most.
      if (person.length > 0 && !now && this.awaitsRest(publisher)) {
        setTimeout(() => void this.tryStart(), 500).unref();
      } else if (person.length > 0) {
        this.waiting.delete(publisher.id);
        await this.open('person', person);
      }
      const screen = publisher.tracks.find((t) => t.source === 'screen' && t.flowing);
      if (screen && !this.records(screen)) await this.open('screen', [screen]);
    }
  }

  /**
   * Whether the recording may start: something flows on stage, everyone on stage sends something
   * (or the stage had its moment), and everyone who sends part of what they say they send has
   * had their moment for the rest. Asks again shortly when not.
   */
  private stageReady(now: boolean): boolean {
    const at = Date.now();
    this.firstAsked ??= at;
    const people = [...this.room.publishers.values()];
    const sending = people.filter((p) => p.tracks.some((t) => t.flowing));
    if (sending.length === 0) return false;
    // Each is asked (and starts their second): no short-circuit.
    const personWaits = sending.map((p) => this.awaitsRest(p, at)).some(Boolean);
    const stageWaits = sending.length < this.room.onStage && at - this.firstAsked < STAGE_GRACE_MS;
    if (now || (!personWaits && !stageWaits)) return true;
    setTimeout(() => void this.tryStart(), 250).unref();
    return false;
  }

  /**
   * Whether someone who sends part of their camera and voice still waits for the rest: their
   * second runs from the first time they were asked about (recorded in `waiting`).
   */
  private awaitsRest(publisher: RecordedPublisher, at = Date.now()): boolean {
    if (this.ownTracksOn(publisher).every((t) => t.flowing)) return false;
    const since = this.waiting.get(publisher.id) ?? at;
    this.waiting.set(publisher.id, since);
    return at - since < PERSON_GRACE_MS;
  }

  /** A person's camera and voice that they say are on. */
  private ownTracksOn(publisher: RecordedPublisher): RecordedTrack[] {
    return publisher.tracks.filter((t) =>
      t.source === 'camera'
        ? publisher.state.video
        : t.source === 'microphone' && publisher.state.audio,
    );
  }

  private async open(source: StageSegment['source'], tracks: RecordedTrack[]): Promise<void> {
    const file = path.join(
      this.folder,
      `${this.room.liveStreamId}-${this.id}-${this.recordings.length}.webm`,
    );
    const recorded = tracks.flatMap((t) => t.recordingTrack() ?? []);
    const recorder = new StageFile(file, recorded);
    const recording: Recording = {
      file,
      source,
      hasVideo: tracks.some((t) => t.kind === 'video'),
      hasAudio: tracks.some((t) => t.kind === 'audio'),
      offsetMs: Date.now() - (this.startedAt ?? Date.now()),
      recorder,
      tracks,
      lastPacketAt: Date.now(),
      stopWatching: () => undefined,
    };
    const watches = recorded.map(
      (t) => t.onReceiveRtp.subscribe(() => (recording.lastPacketAt = Date.now())).unSubscribe,
    );
    recording.stopWatching = () => watches.forEach((off) => off());
    this.recordings.push(recording);
    await recorder.start();
    for (const track of tracks) track.requestKeyframe(true);
  }

  private askForKeyframes() {
    for (const recording of this.recordings) for (const t of recording.tracks) t.requestKeyframe();
  }

  /** Whether a track is being recorded. */
  records(track: RecordedTrack): boolean {
    return this.recordings.some((r) => r.tracks.includes(track));
  }

  /**
   * Ends the files, composes them and moves the result to storage under `key`; answers the
   * key, or null when nothing was recorded (nobody was on stage, or no frame arrived).
   */
  async finish(storage: Storage, key: string): Promise<string | null> {
    await this.pending;
    // What arrived while the stage or someone's camera was awaited is recorded as it is.
    if (this.firstAsked !== null && (this.waiting.size > 0 || this.startedAt === null))
      await this.takeIn(true);
    this.firstAsked = null;
    this.closed = true;
    if (this.keyframes) clearInterval(this.keyframes);
    const startedAt = this.startedAt ?? Date.now();
    const durationMs = Date.now() - startedAt;
    this.startedAt = null;
    // Each file lasts on stage until its last packet: files that ran to the end end together
    // (the length ffprobe reads from a file's own clock differs from one to the next by a tenth
    // of a second or so, which would show one speaker alone for that long).
    for (const r of this.recordings) {
      r.stopWatching();
      r.lengthMs = Math.max(0, r.lastPacketAt - startedAt - r.offsetMs);
    }
    const composed = path.join(this.folder, `${this.room.liveStreamId}-${this.id}.webm`);
    try {
      await Promise.all(this.recordings.map((r) => r.recorder.stop().catch(() => undefined)));
      const recorded: StageSegment[] = [];
      for (const r of this.recordings) {
        if (((await stat(r.file).catch(() => null))?.size ?? 0) > 0) recorded.push(r);
      }
      if (recorded.length === 0) return null;
      const fallback =
        recorded.find((r) => r.source === 'person' && r.hasVideo && r.hasAudio) ??
        recorded.find((r) => r.hasVideo) ??
        recorded[0]!;
      const file =
        recorded.length > 1 && (await composeStage(this.ffmpeg, recorded, composed, durationMs))
          ? composed
          : fallback.file;
      await storage.putStream(key, createReadStream(file), 'video/webm');
      return key;
    } finally {
      await this.removeFiles(composed);
    }
  }

  /** Drops the recording (the event was cancelled). */
  async discard(): Promise<void> {
    await this.pending;
    if (this.keyframes) clearInterval(this.keyframes);
    this.startedAt = null;
    this.firstAsked = null;
    this.closed = true;
    for (const r of this.recordings) r.stopWatching();
    await Promise.all(this.recordings.map((r) => r.recorder.stop().catch(() => undefined)));
    await this.removeFiles();
  }

  private async removeFiles(...others: string[]) {
    const files = [...this.recordings.map((r) => r.file), ...others];
    this.recordings.length = 0;
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}
