import { unlink } from 'node:fs/promises';
import type { MediaStreamTrack, RtcpPacket, RtpPacket } from 'werift';
import {
  DepacketizeCallback,
  JitterBufferCallback,
  NtpTimeCallback,
  RtcpSourceCallback,
  RtpSourceCallback,
  WebmCallback,
  saveToFileSystem,
} from 'werift/nonstandard';

type Kind = 'audio' | 'video';

/** One encoded frame, at its capture time (ms, on the sender's clock as its reports give it). */
export interface TimedFrame {
  data: Buffer;
  isKeyframe: boolean;
  time: number;
}

/**
 * How long a frame waits for the other track's frames of the same moment. A picture reaches
 * the recorder later than the voice captured with it (the encoder, the jitter buffer, a busy
 * event loop), and a track's first frames wait for its first sender report, which a browser
 * sends for its voice only every few seconds; werift's own lip-sync stage waits a quarter second
 * and drops what comes later.
 */
export const FRAME_HOLD_MS = 6000;

/**
 * Hands on the frames of a file's tracks in time order, as WebM wants them (a block before the
 * start of its cluster is lost): a frame goes once every track still going has reached its time,
 * or once it is `holdMs` older than the newest frame (a camera switched off sends nothing; a
 * few seconds of frames held are a few megabytes at most).
 * What comes after a later frame went is too late and dropped; at the end everything held goes.
 */
export class FrameMerge {
  private readonly held: { kind: Kind; frame: TimedFrame }[] = [];
  private readonly newest = new Map<Kind, number>();
  private readonly ended = new Set<Kind>();
  private last = -Infinity;
  /** Frames that came after a later one had gone. */
  late = 0;

  constructor(
    private readonly kinds: Kind[],
    private readonly emit: (kind: Kind, frame: TimedFrame) => void,
    private readonly holdMs = FRAME_HOLD_MS,
  ) {}

  push(kind: Kind, frame: TimedFrame): void {
    if (this.ended.has(kind)) return;
    if (frame.time < this.last) {
      this.late += 1;
      return;
    }
    this.newest.set(kind, Math.max(this.newest.get(kind) ?? -Infinity, frame.time));
    // Frames mostly come in order: insert from the end.
    let at = this.held.length;
    while (at > 0 && this.held[at - 1]!.frame.time > frame.time) at -= 1;
    this.held.splice(at, 0, { kind, frame });
    this.release();
  }

  /** A track ended; once all have, everything held goes. */
  end(kind: Kind): void {
    this.ended.add(kind);
    if (this.kinds.every((k) => this.ended.has(k))) this.releaseUpTo(Infinity);
    else this.release();
  }

  get done(): boolean {
    return this.kinds.every((k) => this.ended.has(k));
  }

  private release(): void {
    let reached = Infinity;
    let newest = -Infinity;
    for (const kind of this.kinds) {
      const time = this.newest.get(kind) ?? -Infinity;
      newest = Math.max(newest, time);
      if (!this.ended.has(kind)) reached = Math.min(reached, time);
    }
    this.releaseUpTo(Math.max(reached, newest - this.holdMs));
  }

  private releaseUpTo(time: number): void {
    let count = 0;
    while (count < this.held.length && this.held[count]!.frame.time <= time) count += 1;
    if (count === 0) return;
    for (const { kind, frame } of this.held.splice(0, count)) {
      this.last = frame.time;
      this.emit(kind, frame);
    }
  }
}

/** How long stopping waits for the file to be finished. */
const FINISH_TIMEOUT_MS = 5000;

/**
 * One WebM file of the stage (a person's camera and voice, or a screen): werift's own stages
 * (jitter buffer, time from the sender reports, depacketizer, WebM writer), with the tracks'
 * frames put in time order by a FrameMerge instead of werift's lip-sync stage, which drops a
 * picture that comes a quarter second after the voice and, when stopped, what it still holds.
 */
export class StageFile {
  private readonly sources: RtpSourceCallback[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  private finished: Promise<void> = Promise.resolve();
  private merge: FrameMerge | null = null;

  constructor(
    readonly path: string,
    private readonly tracks: MediaStreamTrack[],
    private readonly size = { width: 1280, height: 720 },
  ) {}

  /** Frames dropped for coming too late. */
  get late(): number {
    return this.merge?.late ?? 0;
  }

  async start(): Promise<void> {
    await unlink(this.path).catch(() => undefined);
    const inputs = this.tracks.map((track, i) => {
      const kind = track.kind === 'video' ? ('video' as const) : ('audio' as const);
      return kind === 'video'
        ? {
            kind,
            track,
            codec: 'VP8' as const,
            clockRate: 90_000,
            trackNumber: i + 1,
            ...this.size,
          }
        : { kind, track, codec: 'OPUS' as const, clockRate: 48_000, trackNumber: i + 1 };
    });
    const webm = new WebmCallback(inputs, { duration: 1000 * 60 * 60 * 24 });
    const merge = new FrameMerge(
      inputs.map((input) => input.kind),
      (kind, frame) => (kind === 'video' ? webm.inputVideo({ frame }) : webm.inputAudio({ frame })),
    );
    this.merge = merge;
    const ended = (kind: Kind) => {
      merge.end(kind);
      if (!merge.done) return;
      webm.inputAudio({ eol: true });
      webm.inputVideo({ eol: true });
    };
    const save = saveToFileSystem(this.path);
    this.finished = new Promise<void>((resolve) => {
      webm.pipe(async (output) => {
        if (await save(output)) resolve();
      });
    });
    for (const input of inputs) {
      const rtp = new RtpSourceCallback();
      const rtcp = new RtcpSourceCallback();
      const time = new NtpTimeCallback(input.clockRate);
      const depacketizer = new DepacketizeCallback(
        input.codec,
        input.kind === 'video' ? { isFinalPacketInSequence: (h) => h.marker } : {},
      );
      const onRtp = (packet: RtpPacket) => rtp.input(packet.clone());
      const onRtcp = (packet: RtcpPacket) => rtcp.input(packet);
      const { unSubscribe: offRtp } = input.track.onReceiveRtp.subscribe(onRtp);
      const { unSubscribe: offRtcp } = input.track.onReceiveRtcp.subscribe(onRtcp);
      this.unsubscribe.push(offRtp, offRtcp);
      if (input.kind === 'video') {
        const jitter = new JitterBufferCallback(input.clockRate);
        rtp.pipe(jitter.input);
        jitter.pipe(time.input);
      } else {
        rtp.pipe(time.input);
      }
      rtcp.pipe(time.input);
      time.pipe(depacketizer.input);
      depacketizer.pipe(({ frame, eol }) => {
        if (frame) merge.push(input.kind, frame);
        else if (eol) ended(input.kind);
      });
      this.sources.push(rtp);
    }
  }

  /** Ends the file: what is held is written, then its duration and size (5 s at most). */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const source of this.sources.splice(0)) source.stop();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FINISH_TIMEOUT_MS);
    });
    await Promise.race([this.finished, timeout]);
    clearTimeout(timer);
  }
}
