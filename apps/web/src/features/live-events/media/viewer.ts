import {
  MEDIA_EVENTS,
  rosterPayloadSchema,
  type MediaPublisher,
  type MediaRoom,
  type MediaTrack,
  type RosterPayload,
  type SubscribeMediaAck,
} from '@quad/shared/contracts/live-media';
import { realtime } from '../../../lib/socket';
import {
  MediaRequestError,
  fetchIceServers,
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
}

type Subscribed = Extract<SubscribeMediaAck, { ok: true }>;

/**
 * A viewer of the stage (or of the back room, for the event's own people): one peer connection
 * receiving every published track. When publishers come or go (the roster's version changes),
 * after a dropped connection and after the socket reconnects, it subscribes again by itself.
 */
export class StageViewer {
  private snapshot: ViewerSnapshot = { status: 'connecting', feeds: [], detail: null };
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
    const pc = new RTCPeerConnection({ iceServers: await fetchIceServers(this.liveStreamId) });
    this.pc = pc;
    this.streams.clear();
    const byMid = new Map<string, MediaTrack>(ack.tracks.map((track) => [track.mid, track]));
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
    this.closePeer();
  }
}
