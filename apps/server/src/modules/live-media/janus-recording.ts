import { RTCPeerConnection, type MediaStreamTrack, type RTCRtpTransceiver } from 'werift';
import type { MediaSettings } from '../../core/config/config';
import type { FeedSubscription, JanusRoom } from './janus-room';
import type { TrackSource } from './published-track';
import type { RecordedPublisher, RecordedStage, RecordedTrack } from './room-recorder';
import { gathered, peerConfig } from './sfu-room';
import type { StagePublisher } from './stage-room';

/** How often a track may ask for a key frame (when forced: a file starts), as on the SFU. */
const KEYFRAME_INTERVAL_MS = 500;
const FORCED_KEYFRAME_INTERVAL_MS = 100;
/**
 * One of a feed's tracks as the server receives it from Janus. Janus sends its own sender
 * reports with it (from the publisher's timestamps), which place each frame in time, and passes
 * a key frame request (PLI) on to the publisher.
 */
export class TappedTrack implements RecordedTrack {
  flowing = false;
  remote: MediaStreamTrack | null = null;
  private lastKeyframeRequest = 0;

  constructor(
    readonly source: TrackSource,
    readonly kind: 'audio' | 'video',
    private readonly transceiver: RTCRtpTransceiver,
  ) {}

  recordingTrack(): MediaStreamTrack | null {
    return this.remote;
  }

  requestKeyframe(force = false, now = Date.now()): void {
    const ssrc = this.remote?.ssrc;
    if (this.kind !== 'video' || ssrc === undefined) return;
    const interval = force ? FORCED_KEYFRAME_INTERVAL_MS : KEYFRAME_INTERVAL_MS;
    if (now - this.lastKeyframeRequest < interval) return;
    this.lastKeyframeRequest = now;
    this.transceiver.receiver.sendRtcpPLI(ssrc).catch(() => undefined);
  }
}

/** A publisher's feed, received over a peer connection of the server's own. */
class TappedFeed implements RecordedPublisher {
  readonly tracks: TappedTrack[] = [];

  constructor(
    private readonly publisher: StagePublisher,
    readonly pc: RTCPeerConnection,
    private readonly subscription: FeedSubscription,
  ) {}

  get id(): string {
    return this.publisher.id;
  }

  /** What the publisher says it sends now (the room's own record, changed by `setState`). */
  get state() {
    return this.publisher.state;
  }

  async close(): Promise<void> {
    await this.subscription.close();
    await this.pc.close().catch(() => undefined);
  }
}

/**
 * A Janus room's stage as the recorder sees it: the server subscribes to each feed Janus has, as
 * a hidden viewer (one handle and one werift connection a feed), and hands the tracks that
 * arrive to a `RoomRecorder` as the embedded SFU hands its own.
 */
export class JanusStageTap implements RecordedStage {
  readonly publishers = new Map<string, TappedFeed>();
  /** Feeds being subscribed to (a second `follow` meanwhile leaves them be). */
  private readonly joining = new Set<string>();
  private closed = false;
  /** Told when a tapped track's first packet arrives (the recorder then takes it in). */
  onTrack: () => void = () => undefined;

  constructor(
    private readonly room: JanusRoom,
    private readonly settings: MediaSettings,
  ) {}

  get liveStreamId(): number {
    return this.room.liveStreamId;
  }

  /** Everyone publishing in the Janus room, tapped yet or not. */
  get onStage(): number {
    return this.room.readyFeeds().length;
  }

  /** Subscribes to each feed Janus has and lets go of those that left. */
  async follow(): Promise<void> {
    if (this.closed) return;
    const ready = this.room.readyFeeds();
    for (const [id, feed] of this.publishers) {
      if (ready.some((p) => p.id === id)) continue;
      this.publishers.delete(id);
      void feed.close();
    }
    const fresh = ready.filter((p) => !this.publishers.has(p.id) && !this.joining.has(p.id));
    await Promise.all(fresh.map((publisher) => this.tap(publisher)));
  }

  private async tap(publisher: StagePublisher): Promise<void> {
    this.joining.add(publisher.id);
    const pc = new RTCPeerConnection(peerConfig(this.settings));
    let feed: TappedFeed | null = null;
    try {
      const subscription = await this.room.subscribeFeed(publisher.id);
      feed = new TappedFeed(publisher, pc, subscription);
      const current = feed;
      await pc.setRemoteDescription(subscription.offer);
      for (const transceiver of pc.getTransceivers()) {
        const offered = subscription.tracks.find((t) => t.mid === transceiver.mid);
        if (!offered) continue;
        const tapped = new TappedTrack(offered.source, offered.kind, transceiver);
        current.tracks.push(tapped);
        const attach = (remote: MediaStreamTrack) => {
          if (tapped.remote) return;
          tapped.remote = remote;
          remote.onReceiveRtp.once(() => {
            tapped.flowing = true;
            if (this.publishers.get(publisher.id) === current) this.onTrack();
          });
        };
        // Janus's offer names its SSRCs, so werift makes the tracks now; else on the first packet.
        for (const known of transceiver.receiver.tracks) attach(known);
        transceiver.onTrack.subscribe(attach);
      }
      await pc.setLocalDescription(await pc.createAnswer());
      await subscription.start(await gathered(pc));
      if (this.closed || !this.room.readyFeeds().some((p) => p.id === publisher.id)) {
        await feed.close();
        return;
      }
      this.publishers.set(publisher.id, feed);
      if (feed.tracks.some((t) => t.flowing)) this.onTrack();
    } catch (error) {
      if (feed) await feed.close();
      else await pc.close().catch(() => undefined);
      throw error;
    } finally {
      this.joining.delete(publisher.id);
    }
  }

  /** Lets every feed go (the recording ended). */
  async close(): Promise<void> {
    this.closed = true;
    const feeds = [...this.publishers.values()];
    this.publishers.clear();
    await Promise.all(feeds.map((feed) => feed.close()));
  }
}
