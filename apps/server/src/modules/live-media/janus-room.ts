import { randomUUID } from 'node:crypto';
import type {
  MediaRoom,
  MediaTrack,
  PublisherState,
  RosterPayload,
  SessionDescription,
} from '@quad/shared/contracts/live-media';
import type { MediaSettings } from '../../core/config/config';
import { ConflictError, NotFoundError } from '../../core/errors/app-error';
import { JanusError, type JanusMessage, type JanusSession } from './janus-client';
import type { PublishInput, StagePublisher, StageRoom } from './stage-room';
import { problem } from '../../core/errors/problems';

/** VideoRoom's "room already exists" and "too many publishers". */
const ROOM_EXISTS = 427;
const ROOM_FULL = 432;

interface JanusPublisher extends StagePublisher {
  handle: number;
  /** Janus has the publisher's media (webrtcup): viewers may subscribe to it. */
  ready: boolean;
  /** The publisher's mids in offer order: microphone, camera, screen. */
  mids: string[];
}

/** A subscription of the server's own to one feed (`JanusRoom.subscribeFeed`). */
export interface FeedSubscription {
  offer: SessionDescription;
  tracks: MediaTrack[];
  start(answer: SessionDescription): Promise<void>;
  close(): Promise<void>;
}

interface JanusSubscription {
  id: string;
  socketId: string;
  handle: number;
}

/** The mids of an SDP's media sections, in order. */
function midsOf(sdp: string): string[] {
  return [...sdp.matchAll(/^a=mid:(\S+)/gm)].map((match) => match[1] ?? '');
}

const SOURCES: MediaTrack['source'][] = ['microphone', 'camera', 'screen'];

/**
 * A live event's room on a Janus VideoRoom server (MEDIA_SERVER=janus): the same signalling and
 * browser code as the embedded SFU, with Janus carrying the media. Janus asks for key frames and
 * drops its own connections; Quad keeps the roster (who is on stage, what they send).
 */
export class JanusRoom implements StageRoom {
  private readonly publishers = new Map<string, JanusPublisher>();
  private readonly subscriptions = new Map<string, JanusSubscription>();
  private version = 0;
  private created: Promise<void> | null = null;
  onRoster: (roster: RosterPayload) => void = () => undefined;
  /** Told when a feed becomes subscribable or leaves (the recorder follows the feeds). */
  onFeeds: () => void = () => undefined;

  constructor(
    readonly liveStreamId: number,
    private readonly settings: MediaSettings,
    private readonly janus: JanusSession,
  ) {}

  get isEmpty(): boolean {
    return this.publishers.size === 0 && this.subscriptions.size === 0;
  }

  roster(): RosterPayload {
    return {
      liveStreamId: this.liveStreamId,
      publishers: [...this.publishers.values()]
        .filter((p) => p.ready)
        .map((p) => ({
          publisherId: p.id,
          accountId: p.accountId,
          name: p.name,
          state: p.state,
        })),
      version: this.version,
    };
  }

  /** Creates the VideoRoom once (Opus and VP8, the publisher cap); one that exists is kept. */
  private ensureRoom(handle: number): Promise<void> {
    this.created ??= this.janus
      .request(handle, {
        request: 'create',
        room: this.liveStreamId,
        publishers: this.settings.maxPublishers,
        audiocodec: 'opus',
        videocodec: 'vp8',
        permanent: false,
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof JanusError && error.code === ROOM_EXISTS) return;
          this.created = null;
          throw error;
        },
      );
    return this.created;
  }

  async publish(input: PublishInput) {
    const existing = this.publisherOf(input.socketId);
    if (!existing && this.publishers.size >= this.settings.maxPublishers) {
      throw new ConflictError(problem('stageLimit', { max: this.settings.maxPublishers }));
    }
    if (existing) this.removePublisher(existing.id, false);
    const handle = await this.janus.attach();
    try {
      await this.ensureRoom(handle);
      const joined = await this.janus.requestAsync(
        handle,
        {
          request: 'joinandconfigure',
          room: this.liveStreamId,
          ptype: 'publisher',
          display: input.name,
          audio: true,
          video: true,
        },
        input.offer,
      );
      const feed = joined.plugindata?.data.id;
      if (typeof feed !== 'number' || !joined.jsep)
        throw new JanusError(0, 'Janus refused the stream');
      const publisher: JanusPublisher = {
        id: String(feed),
        accountId: input.accountId,
        name: input.name,
        socketId: input.socketId,
        state: input.state,
        handle,
        ready: false,
        mids: midsOf(input.offer.sdp),
      };
      this.publishers.set(publisher.id, publisher);
      // Viewers hear of the publisher once Janus has its media: a feed is not subscribable before.
      this.janus.onHandleEvent(handle, (message) => {
        if (message.janus === 'webrtcup' && this.publishers.get(publisher.id) === publisher) {
          publisher.ready = true;
          this.version += 1;
          this.onRoster(this.roster());
          this.onFeeds();
        }
        if (message.janus === 'hangup') this.removePublisher(publisher.id);
      });
      return {
        publisherId: publisher.id,
        answer: { type: 'answer' as const, sdp: joined.jsep.sdp },
      };
    } catch (error) {
      void this.janus.detach(handle);
      if (error instanceof JanusError && error.code === ROOM_FULL) {
        throw new ConflictError(problem('stageFull'));
      }
      throw error;
    }
  }

  setState(socketId: string, state: PublisherState): void {
    const publisher = this.publisherOf(socketId);
    if (!publisher) throw new NotFoundError('your_stream');
    publisher.state = state;
    this.onRoster(this.roster());
  }

  async subscribe(socketId: string, _room: MediaRoom) {
    for (const old of [...this.subscriptions.values()]) {
      if (old.socketId === socketId) this.removeSubscription(old.id);
    }
    const id = randomUUID();
    const feeds = [...this.publishers.values()].filter((feed) => feed.ready);
    if (feeds.length === 0) return { subscriptionId: id, offer: null, tracks: [] };
    const handle = await this.janus.attach();
    try {
      const attached = await this.janus.requestAsync(handle, {
        request: 'join',
        room: this.liveStreamId,
        ptype: 'subscriber',
        streams: feeds.map((feed) => ({ feed: Number(feed.id) })),
      });
      if (!attached.jsep) throw new JanusError(0, 'Janus offered nothing');
      const tracks = this.tracksOf(attached);
      this.subscriptions.set(id, { id, socketId, handle });
      return {
        subscriptionId: id,
        offer: { type: 'offer' as const, sdp: attached.jsep.sdp },
        tracks,
      };
    } catch (error) {
      void this.janus.detach(handle);
      throw error;
    }
  }

  /** What a subscriber's offer carries (its streams' mids, each a feed's microphone, camera or screen). */
  private tracksOf(attached: JanusMessage): MediaTrack[] {
    const streams = (attached.plugindata?.data.streams ?? []) as {
      mid: string;
      type: string;
      feed_id?: number;
      feed_mid?: string;
    }[];
    return streams.flatMap((stream) => {
      const feed = this.publishers.get(String(stream.feed_id));
      if (!feed || (stream.type !== 'audio' && stream.type !== 'video')) return [];
      const index = stream.feed_mid === undefined ? -1 : feed.mids.indexOf(stream.feed_mid);
      const source = SOURCES[index] ?? (stream.type === 'audio' ? 'microphone' : 'camera');
      return [{ mid: stream.mid, kind: stream.type, source, publisherId: feed.id }];
    });
  }

  /** The publishers whose media Janus has (their feeds may be subscribed to). */
  readyFeeds(): StagePublisher[] {
    return [...this.publishers.values()].filter((p) => p.ready);
  }

  /**
   * A subscription of the server's own to one feed (the recorder's), outside the roster and the
   * sockets: Janus's offer and what it carries; `start` takes the answer, `close` lets it go.
   */
  async subscribeFeed(publisherId: string): Promise<FeedSubscription> {
    const feed = this.publishers.get(publisherId);
    if (!feed?.ready) throw new JanusError(0, 'The feed is not in the room');
    const handle = await this.janus.attach();
    const close = () => this.janus.detach(handle);
    try {
      const attached = await this.janus.requestAsync(handle, {
        request: 'join',
        room: this.liveStreamId,
        ptype: 'subscriber',
        streams: [{ feed: Number(feed.id) }],
      });
      if (!attached.jsep) throw new JanusError(0, 'Janus offered nothing');
      return {
        offer: { type: 'offer', sdp: attached.jsep.sdp },
        tracks: this.tracksOf(attached),
        start: async (answer) => {
          await this.janus.requestAsync(handle, { request: 'start' }, answer);
        },
        close,
      };
    } catch (error) {
      void close();
      throw error;
    }
  }

  /** A camera reaches Janus in one layer (the browser is told not to send simulcast): nothing to choose. */
  setLayer(socketId: string, subscriptionId: string): void {
    this.ownSubscription(socketId, subscriptionId);
  }

  async answer(socketId: string, subscriptionId: string, answer: SessionDescription) {
    const subscription = this.ownSubscription(socketId, subscriptionId);
    await this.janus.requestAsync(subscription.handle, { request: 'start' }, answer);
  }

  /** A socket's own subscription; another's, or one that ended, is not found. */
  private ownSubscription(socketId: string, subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || subscription.socketId !== socketId) {
      throw new NotFoundError('media_subscription');
    }
    return subscription;
  }

  publisherOf(socketId: string): JanusPublisher | undefined {
    return [...this.publishers.values()].find((p) => p.socketId === socketId);
  }

  removePublisher(publisherId: string, announce = true): void {
    const publisher = this.publishers.get(publisherId);
    if (!publisher) return;
    this.publishers.delete(publisherId);
    void this.janus.detach(publisher.handle);
    this.version += 1;
    if (announce) this.onRoster(this.roster());
    if (announce && publisher.ready) this.onFeeds();
  }

  removeSubscription(subscriptionId: string, socketId?: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || (socketId !== undefined && subscription.socketId !== socketId)) return;
    this.subscriptions.delete(subscriptionId);
    void this.janus.detach(subscription.handle);
  }

  leave(socketId: string): void {
    const publisher = this.publisherOf(socketId);
    if (publisher) this.removePublisher(publisher.id);
    for (const subscription of [...this.subscriptions.values()]) {
      if (subscription.socketId === socketId) this.removeSubscription(subscription.id);
    }
  }

  close(): void {
    for (const id of [...this.subscriptions.keys()]) this.removeSubscription(id);
    for (const id of [...this.publishers.keys()]) this.removePublisher(id, false);
  }
}
