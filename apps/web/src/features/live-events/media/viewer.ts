import {
  MEDIA_EVENTS,
  rosterPayloadSchema,
  type MediaPublisher,
  type MediaRoom,
  type MediaTrack,
  type RosterPayload,
  type SubscribeMediaAck,
  type VideoLayer,
} from '@quad/shared/contracts/live-media';
import { realtime } from '../../../lib/socket';
import {
  MediaRequestError,
  fetchConnectionSettings,
  gatheredDescription,
  mediaRequest,
} from './signalling';

export type ViewerStatus = 'connecting' | 'watching' | 'empty' | 'reconnecting' | 'error';

/** One person on stage as a viewer sees them. */
export interface StageFeed extends MediaPublisher {
  /** Camera and voice together (the voice plays even with the camera off). */
  camera: MediaStream | null;
  screen: MediaStream | null;
}

export interface ViewerSnapshot {
  status: ViewerStatus;
  feeds: StageFeed[];
  /** The server's words when it refused (not live, not allowed). */
  detail: string | null;
  /** Tells how many device pixels high a received camera is shown, so it comes in that size. */
  showAt?: (stream: MediaStream, pixelsHigh: number) => void;
}

/**
 * The simulcast layer for a camera shown this many device pixels high: its layers are about
 * 180, 360 and 720 high (a quarter, half and all of a 720p camera).
 */
export function layerForHeight(pixelsHigh: number): VideoLayer {
  if (pixelsHigh <= 180) return 'low';
  if (pixelsHigh <= 360) return 'medium';
  return 'high';
}

type Subscribed = Extract<SubscribeMediaAck, { ok: true }>;

/**
 * A viewer of the stage (or of the back room, for the event's own people): one peer connection
 * receiving every published track. When publishers come or go (the roster's version changes),
 * after a dropped connection and after the socket reconnects, it subscribes again by itself.
 */
export class StageViewer {
  /** How high each received camera is shown (by its transceiver), and the layer asked for it. */
  private readonly shown = new Map<string, number>();
  private readonly asked = new Map<string, VideoLayer>();
  private cameraMids = new Set<string>();

  /** Asks for the layer of a camera that fits where it is shown (the lowest while the tab is hidden). */
  showAt = (stream: MediaStream, pixelsHigh: number) => {
    const track = stream.getVideoTracks()[0];
    const mid = this.pc?.getTransceivers().find((t) => t.receiver.track === track)?.mid;
    if (!mid || !this.cameraMids.has(mid)) return;
    this.shown.set(mid, pixelsHigh);
    this.askLayer(mid);
  };

  private askLayer(mid: string) {
    const layer: VideoLayer =
      document.visibilityState === 'hidden' ? 'low' : layerForHeight(this.shown.get(mid) ?? 0);
    if (!this.subscriptionId || this.asked.get(mid) === layer) return;
    this.asked.set(mid, layer);
    void realtime
      .request(MEDIA_EVENTS.layer, {
        liveStreamId: this.liveStreamId,
        subscriptionId: this.subscriptionId,
        mid,
        layer,
      })
      .catch(() => undefined);
  }

  private readonly onVisibility = () => {
    for (const mid of this.shown.keys()) this.askLayer(mid);
  };

  private snapshot: ViewerSnapshot = {
    status: 'connecting',
    feeds: [],
    detail: null,
    showAt: this.showAt,
  };
  private readonly listeners = new Set<() => void>();
  private pc: RTCPeerConnection | null = null;
  private subscriptionId: string | null = null;
  private roster: RosterPayload | null = null;
  private readonly streams = new Map<string, { camera: MediaStream; screen: MediaStream }>();
  private offs: (() => void)[] = [];
  private retryTimer = 0;
  private closed = false;
  private attempt = 0;

  constructor(
    private readonly liveStreamId: number,
    private readonly room: MediaRoom,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private set(patch: Partial<ViewerSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  start() {
    this.closed = false;
    this.offs = [
      realtime.listen(MEDIA_EVENTS.roster, (payload) => this.handleRoster(payload)),
      realtime.onReconnect(() => this.retry(0)),
    ];
    document.addEventListener('visibilitychange', this.onVisibility);
    void this.connect();
  }

  private handleRoster(payload: unknown) {
    const parsed = rosterPayloadSchema.safeParse(payload);
    if (!parsed.success || parsed.data.liveStreamId !== this.liveStreamId) return;
    const tracksChanged = parsed.data.version !== this.roster?.version;
    this.roster = parsed.data;
    if (tracksChanged) void this.connect();
    else this.publishFeeds();
  }

  private async connect() {
    const attempt = ++this.attempt;
    window.clearTimeout(this.retryTimer);
    try {
      const ack = await mediaRequest<Subscribed>(MEDIA_EVENTS.subscribe, {
        liveStreamId: this.liveStreamId,
        room: this.room,
      });
      if (this.closed || attempt !== this.attempt) return;
      this.closePeer();
      this.subscriptionId = ack.subscriptionId;
      this.roster = ack.roster;
      if (!ack.offer) {
        this.set({ status: 'empty', detail: null });
        this.publishFeeds();
        return;
      }
      await this.answer(ack, ack.offer, attempt);
    } catch (error) {
      if (this.closed || attempt !== this.attempt) return;
      if (error instanceof MediaRequestError && error.code !== 'TIMEOUT') {
        this.set({ status: 'error', detail: error.message, feeds: [] });
        return;
      }
      this.retry(2000);
    }
  }

  private async answer(ack: Subscribed, offer: NonNullable<Subscribed['offer']>, attempt: number) {
    const { iceServers } = await fetchConnectionSettings(this.liveStreamId);
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    this.streams.clear();
    this.shown.clear();
    this.asked.clear();
    const byMid = new Map<string, MediaTrack>(ack.tracks.map((track) => [track.mid, track]));
    this.cameraMids = new Set(ack.tracks.filter((t) => t.source === 'camera').map((t) => t.mid));
    pc.addEventListener('track', (event) => {
      const described = event.transceiver.mid ? byMid.get(event.transceiver.mid) : undefined;
      if (!described) return;
      const streams = this.streamsOf(described.publisherId);
      (described.source === 'screen' ? streams.screen : streams.camera).addTrack(event.track);
      this.publishFeeds();
    });
    pc.addEventListener('connectionstatechange', () => {
      if (this.pc !== pc || this.closed) return;
      if (pc.connectionState === 'connected') this.set({ status: 'watching', detail: null });
      if (pc.connectionState === 'failed') this.retry(500);
      if (pc.connectionState === 'disconnected') {
        this.set({ status: 'reconnecting' });
        this.retryTimer = window.setTimeout(() => {
          if (this.pc === pc && pc.connectionState !== 'connected') this.retry(0);
        }, 3000);
      }
    });
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    const answer = await gatheredDescription(pc);
    if (attempt !== this.attempt) return;
    await mediaRequest(MEDIA_EVENTS.answer, {
      liveStreamId: this.liveStreamId,
      subscriptionId: ack.subscriptionId,
      answer,
    });
    this.publishFeeds();
  }

  private streamsOf(publisherId: string) {
    let streams = this.streams.get(publisherId);
    if (!streams) {
      streams = { camera: new MediaStream(), screen: new MediaStream() };
      this.streams.set(publisherId, streams);
    }
    return streams;
  }

  private publishFeeds() {
    const feeds: StageFeed[] = (this.roster?.publishers ?? []).map((publisher) => {
      const streams = this.streams.get(publisher.publisherId);
      return {
        ...publisher,
        camera: streams && streams.camera.getTracks().length > 0 ? streams.camera : null,
        screen: streams && streams.screen.getTracks().length > 0 ? streams.screen : null,
      };
    });
    this.set({ feeds });
  }

  private retry(ms: number) {
    if (this.closed) return;
    window.clearTimeout(this.retryTimer);
    this.set({ status: 'reconnecting' });
    this.retryTimer = window.setTimeout(() => void this.connect(), ms);
  }

  private closePeer() {
    this.pc?.close();
    this.pc = null;
    if (this.subscriptionId) {
      void realtime
        .request(MEDIA_EVENTS.unsubscribe, {
          liveStreamId: this.liveStreamId,
          subscriptionId: this.subscriptionId,
        })
        .catch(() => undefined);
      this.subscriptionId = null;
    }
  }

  close() {
    this.closed = true;
    window.clearTimeout(this.retryTimer);
    this.offs.forEach((off) => off());
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.closePeer();
  }
}
