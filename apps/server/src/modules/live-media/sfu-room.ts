import { randomUUID } from 'node:crypto';
import {
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useAbsSendTime,
  useOPUS,
  useSdesMid,
  useVP8,
  type MediaStreamTrack,
  type PeerConfig,
  type RTCRtpSender,
} from 'werift';
import type {
  MediaPublisher,
  MediaRoom,
  MediaTrack,
  PublisherState,
  RosterPayload,
  SessionDescription,
} from '@quad/shared/contracts/live-media';
import type { MediaSettings } from '../../core/config/config';
import { ConflictError, NotFoundError } from '../../core/errors/app-error';
import { announceAddress } from './media-config';
import type { PublishInput, StageRoom } from './stage-room';
import { problem } from '../../core/errors/problems';

export type TrackSource = MediaTrack['source'];

/** How often a track may ask its publisher for a key frame (when forced: a crowd joining). */
const KEYFRAME_INTERVAL_MS = 500;
const FORCED_KEYFRAME_INTERVAL_MS = 100;
/** How long an offered subscription waits for its answer before it is let go. */
const ANSWER_TIMEOUT_MS = 30_000;
/** How long candidate gathering may take before the description goes out as it is. */
const GATHER_TIMEOUT_MS = 3000;

/** A send that fails (the viewer left meanwhile) is the viewer's loss alone. */
const ignore = () => undefined;

/**
 * One peer connection setting for every connection of the SFU: Opus and VP8, no transcoding.
 * No STUN server (werift would ask Google's by default): the server offers its host candidates
 * and, behind NAT, the announced address; browsers use TURN for the rest.
 */
export function peerConfig(settings: MediaSettings): Partial<PeerConfig> {
  return {
    iceServers: [],
    codecs: { audio: [useOPUS()], video: [useVP8()] },
    headerExtensions: { audio: [useSdesMid()], video: [useSdesMid(), useAbsSendTime()] },
    icePortRange: settings.portRange,
    iceUseIpv6: false,
  };
}

/**
 * The copy of a packet one subscriber's sender may change (werift's sender rewrites the
 * header's SSRC, payload type, sequence number and extensions in place). The payload is shared:
 * nothing writes to it. The publisher's header extensions are dropped: their ids mean nothing
 * in the subscriber's negotiation.
 */
export function copyForSink(rtp: RtpPacket): RtpPacket {
  const { header } = rtp;
  return new RtpPacket(
    new RtpHeader({
      marker: header.marker,
      payloadType: header.payloadType,
      sequenceNumber: header.sequenceNumber,
      timestamp: header.timestamp,
      ssrc: header.ssrc,
    }),
    rtp.payload,
  );
}

/** A published track and the senders its packets go to. */
export class PublishedTrack {
  remote: MediaStreamTrack | null = null;
  /** Whether a packet arrived (an idle screen transceiver has a track but sends nothing). */
  flowing = false;
  readonly sinks = new Set<RTCRtpSender>();
  private lastKeyframeRequest = 0;

  constructor(
    readonly publisher: Publisher,
    readonly source: TrackSource,
    readonly kind: 'audio' | 'video',
    private readonly pli: (ssrc: number) => void,
  ) {}

  /** Hands one packet to every subscriber: the hot path of the SFU (no closure per packet). */
  forward(rtp: RtpPacket): void {
    for (const sink of this.sinks) sink.sendRtp(copyForSink(rtp)).catch(ignore);
  }

  /**
   * Asks the publisher's browser for a key frame (a subscriber joined or lost one); at most
   * every half second, or every tenth when forced (a new viewer connected, a recording starts).
   */
  requestKeyframe(force = false, now = Date.now()): void {
    if (this.kind !== 'video' || this.remote?.ssrc === undefined) return;
    const interval = force ? FORCED_KEYFRAME_INTERVAL_MS : KEYFRAME_INTERVAL_MS;
    if (now - this.lastKeyframeRequest < interval) return;
    this.lastKeyframeRequest = now;
    this.pli(this.remote.ssrc);
  }
}

export interface Publisher {
  id: string;
  accountId: number;
  name: string;
  socketId: string;
  pc: RTCPeerConnection;
  state: PublisherState;
  tracks: PublishedTrack[];
}

interface Subscription {
  id: string;
  socketId: string;
  room: MediaRoom;
  pc: RTCPeerConnection;
  outputs: { track: PublishedTrack; sender: RTCRtpSender }[];
}

/** Waits until a connection gathered its candidates (or a time limit), then its description. */
async function gathered(pc: RTCPeerConnection): Promise<SessionDescription> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      const { unSubscribe } = pc.iceGatheringStateChange.subscribe((state) => {
        if (state !== 'complete') return;
        clearTimeout(timer);
        unSubscribe();
        resolve();
      });
    });
  }
  const local = pc.localDescription;
  if (!local) throw new Error('no local description');
  return { type: local.type as 'offer' | 'answer', sdp: local.sdp };
}

/**
 * One live event's media: who publishes which tracks and who receives them. Each publisher and
 * each subscriber has one peer connection to the server; packets are forwarded as they come.
 */
export class SfuRoom implements StageRoom {
  readonly publishers = new Map<string, Publisher>();
  private readonly subscriptions = new Map<string, Subscription>();
  /** Changes when tracks come or go; subscribers then subscribe again. */
  version = 0;
  /** Told when the roster changed (a publisher came, left or changed what it sends). */
  onRoster: (roster: RosterPayload) => void = () => undefined;
  /** Told when a publisher's track starts flowing (the recorder listens). */
  onTrack: (track: PublishedTrack) => void = () => undefined;

  constructor(
    readonly liveStreamId: number,
    private readonly settings: MediaSettings,
  ) {}

  roster(): RosterPayload {
    const publishers: MediaPublisher[] = [...this.publishers.values()].map((p) => ({
      publisherId: p.id,
      accountId: p.accountId,
      name: p.name,
      state: p.state,
    }));
    return { liveStreamId: this.liveStreamId, publishers, version: this.version };
  }

  get isEmpty(): boolean {
    return this.publishers.size === 0 && this.subscriptions.size === 0;
  }

  /** Takes a publisher's offer (microphone, camera, screen in that order) and answers it. */
  async publish(input: PublishInput): Promise<{ publisherId: string; answer: SessionDescription }> {
    const existing = this.publisherOf(input.socketId);
    if (!existing && this.publishers.size >= this.settings.maxPublishers) {
      throw new ConflictError(problem('stageLimit', { max: this.settings.maxPublishers }));
    }
    if (existing) this.removePublisher(existing.id, false);
    const pc = new RTCPeerConnection(peerConfig(this.settings));
    const publisher: Publisher = {
      id: randomUUID(),
      accountId: input.accountId,
      name: input.name,
      socketId: input.socketId,
      pc,
      state: input.state,
      tracks: [],
    };
    try {
      await pc.setRemoteDescription(input.offer);
      let videos = 0;
      for (const transceiver of pc.getTransceivers()) {
        const kind = transceiver.kind === 'audio' ? 'audio' : 'video';
        const source: TrackSource | null =
          kind === 'audio' ? 'microphone' : (['camera', 'screen'][videos++] as TrackSource);
        if (!source || publisher.tracks.some((t) => t.source === source)) continue;
        const published = new PublishedTrack(publisher, source, kind, (ssrc) => {
          transceiver.receiver.sendRtcpPLI(ssrc).catch(() => undefined);
        });
        publisher.tracks.push(published);
        const attach = (track: MediaStreamTrack) => {
          if (published.remote) return;
          published.remote = track;
          track.onReceiveRtp.subscribe((rtp) => published.forward(rtp));
          track.onReceiveRtp.once(() => {
            published.flowing = true;
            if (this.publishers.has(publisher.id)) this.onTrack(published);
          });
          published.requestKeyframe();
        };
        // werift makes the remote track during setRemoteDescription when the SDP names its SSRC,
        // or later when the first packet arrives.
        const known = transceiver.receiver.tracks[0];
        if (known) attach(known);
        transceiver.onTrack.subscribe(attach);
      }
      await pc.setLocalDescription(await pc.createAnswer());
      const answer = await gathered(pc);
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed') this.removePublisher(publisher.id);
      });
      this.publishers.set(publisher.id, publisher);
      for (const track of publisher.tracks) if (track.flowing) this.onTrack(track);
      this.version += 1;
      this.onRoster(this.roster());
      return {
        publisherId: publisher.id,
        answer: { ...answer, sdp: announceAddress(answer.sdp, this.settings.announcedAddress) },
      };
    } catch (error) {
      await pc.close().catch(() => undefined);
      throw error;
    }
  }

  /** Records what a publisher sends now; subscribers hear it in the roster. */
  setState(socketId: string, state: PublisherState): void {
    const publisher = this.publisherOf(socketId);
    if (!publisher) throw new NotFoundError('your_stream');
    publisher.state = state;
    this.onRoster(this.roster());
  }

  /** An offer carrying every published track; null while nobody publishes. */
  async subscribe(
    socketId: string,
    room: MediaRoom,
  ): Promise<{ subscriptionId: string; offer: SessionDescription | null; tracks: MediaTrack[] }> {
    for (const old of this.subscriptions.values()) {
      if (old.socketId === socketId && old.room === room) this.removeSubscription(old.id);
    }
    const tracks = [...this.publishers.values()].flatMap((p) => p.tracks);
    const id = randomUUID();
    if (tracks.length === 0) return { subscriptionId: id, offer: null, tracks: [] };
    const pc = new RTCPeerConnection(peerConfig(this.settings));
    const subscription: Subscription = { id, socketId, room, pc, outputs: [] };
    for (const track of tracks) {
      const transceiver = pc.addTransceiver(track.kind, { direction: 'sendonly' });
      transceiver.sender.onPictureLossIndication.subscribe(() => track.requestKeyframe());
      subscription.outputs.push({ track, sender: transceiver.sender });
    }
    await pc.setLocalDescription(await pc.createOffer());
    const offer = await gathered(pc);
    const described: MediaTrack[] = pc.getTransceivers().map((transceiver, index) => {
      const output = subscription.outputs[index];
      if (!output || transceiver.mid === null) throw new Error('transceiver without a mid');
      return {
        mid: transceiver.mid,
        kind: output.track.kind,
        source: output.track.source,
        publisherId: output.track.publisher.id,
      };
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') {
        for (const output of subscription.outputs) output.track.requestKeyframe(true);
      }
      if (state === 'failed' || state === 'closed') this.removeSubscription(id);
    });
    this.subscriptions.set(id, subscription);
    // A subscriber that never answers (closed tab, lost socket) does not keep its ports.
    setTimeout(() => {
      if (!subscription.pc.remoteDescription) this.removeSubscription(id);
    }, ANSWER_TIMEOUT_MS).unref();
    return {
      subscriptionId: id,
      offer: { ...offer, sdp: announceAddress(offer.sdp, this.settings.announcedAddress) },
      tracks: described,
    };
  }

  /** Completes a subscription with the subscriber's answer; forwarding starts. */
  async answer(socketId: string, subscriptionId: string, answer: SessionDescription) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || subscription.socketId !== socketId) {
      throw new NotFoundError('media_subscription');
    }
    await subscription.pc.setRemoteDescription(answer);
    for (const output of subscription.outputs) output.track.sinks.add(output.sender);
  }

  publisherOf(socketId: string): Publisher | undefined {
    return [...this.publishers.values()].find((p) => p.socketId === socketId);
  }

  /** Ends a publisher: its tracks stop reaching anyone; subscribers learn from the roster. */
  removePublisher(publisherId: string, announce = true): void {
    const publisher = this.publishers.get(publisherId);
    if (!publisher) return;
    this.publishers.delete(publisherId);
    for (const track of publisher.tracks) track.sinks.clear();
    publisher.pc.close().catch(() => undefined);
    this.version += 1;
    if (announce) this.onRoster(this.roster());
  }

  /** Ends a subscription (only its own socket's, when `socketId` is given). */
  removeSubscription(subscriptionId: string, socketId?: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || (socketId !== undefined && subscription.socketId !== socketId)) return;
    this.subscriptions.delete(subscriptionId);
    for (const output of subscription.outputs) output.track.sinks.delete(output.sender);
    subscription.pc.close().catch(() => undefined);
  }

  /** Everything a socket had here, when it leaves or disconnects. */
  leave(socketId: string): void {
    const publisher = this.publisherOf(socketId);
    if (publisher) this.removePublisher(publisher.id);
    for (const subscription of [...this.subscriptions.values()]) {
      if (subscription.socketId === socketId) this.removeSubscription(subscription.id);
    }
  }

  /** Subscribers of the public stage (the back room's own are kept when the event ends). */
  subscriptionsOf(room: MediaRoom): number {
    return [...this.subscriptions.values()].filter((s) => s.room === room).length;
  }

  close(): void {
    for (const id of [...this.subscriptions.keys()]) this.removeSubscription(id);
    for (const id of [...this.publishers.keys()]) this.removePublisher(id, false);
  }
}
