import { randomUUID } from 'node:crypto';
import {
  RTCPeerConnection,
  ReceiverEstimatedMaxBitrate,
  RtcpPayloadSpecificFeedback,
  useAbsSendTime,
  useOPUS,
  useSdesMid,
  useSdesRTPStreamId,
  useVP8,
  type MediaStreamTrack,
  type PeerConfig,
} from 'werift';
import type {
  MediaPublisher,
  MediaRoom,
  MediaTrack,
  PublisherState,
  RosterPayload,
  SessionDescription,
  VideoLayer,
} from '@quad/shared/contracts/live-media';
import type { MediaSettings } from '../../core/config/config';
import { ConflictError, NotFoundError } from '../../core/errors/app-error';
import { announceAddress } from './media-config';
import { PublishedTrack, rankOfLayer, type TrackSource } from './published-track';
import type { PublishInput, StageRoom } from './stage-room';
import { DirectSender } from './direct-sender';
import { problem } from '../../core/errors/problems';

/** How long an offered subscription waits for its answer before it is let go. */
const ANSWER_TIMEOUT_MS = 30_000;
/** How long candidate gathering may take before the description goes out as it is. */
const GATHER_TIMEOUT_MS = 3000;
/**
 * How often the room looks at the layers a camera sends (its viewers move to what flows) and
 * tells each publisher what it may send.
 */
const TICK_MS = 500;
/**
 * What a publisher may send (REMB): all three camera layers and a shared screen. werift sends no
 * estimate of its own, and without one a browser's estimate of its upload never grows past what
 * the two lower layers need; its own loss-based control still backs off on a poor uplink.
 */
const PUBLISHER_BITRATE = 4_000_000;

/** A REMB packet allowing `bitrate` bits a second for the given SSRCs. */
export function rembPacket(bitrate: number, ssrcs: number[]): RtcpPayloadSpecificFeedback {
  let brExp = 0;
  while (bitrate >> brExp >= 1 << 18) brExp += 1;
  return new RtcpPayloadSpecificFeedback({
    feedback: new ReceiverEstimatedMaxBitrate({
      senderSsrc: 0,
      mediaSsrc: 0,
      ssrcNum: ssrcs.length,
      brExp,
      brMantissa: bitrate >> brExp,
      ssrcFeedbacks: ssrcs,
    }),
  });
}

/**
 * One peer connection setting for every connection of the SFU: Opus and VP8, no transcoding.
 * No STUN server (werift would ask Google's by default): the server offers its host candidates
 * and, behind NAT, the announced address; browsers use TURN for the rest. A publisher's
 * connection also takes the camera in simulcast layers (the RID extension).
 */
export function peerConfig(
  settings: MediaSettings,
  role: 'publish' | 'subscribe' = 'subscribe',
): Partial<PeerConfig> {
  return {
    iceServers: [],
    codecs: { audio: [useOPUS()], video: [useVP8()] },
    headerExtensions: {
      audio: [useSdesMid()],
      video:
        role === 'publish'
          ? [useSdesMid(), useAbsSendTime(), useSdesRTPStreamId()]
          : [useSdesMid(), useAbsSendTime()],
    },
    icePortRange: settings.portRange,
    iceUseIpv6: false,
  };
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
  outputs: { track: PublishedTrack; sender: DirectSender; mid: string | null; wanted: number }[];
}

/** Waits until a connection gathered its candidates (or a time limit), then its description. */
export async function gathered(pc: RTCPeerConnection): Promise<SessionDescription> {
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
  /** Runs while anyone publishes (see TICK_MS). */
  private ticker: NodeJS.Timeout | null = null;
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

  /** How many people are on stage (the recorder's start waits for them all). */
  get onStage(): number {
    return this.publishers.size;
  }

  /** Takes a publisher's offer (microphone, camera, screen in that order) and answers it. */
  async publish(input: PublishInput): Promise<{ publisherId: string; answer: SessionDescription }> {
    const existing = this.publisherOf(input.socketId);
    if (!existing && this.publishers.size >= this.settings.maxPublishers) {
      throw new ConflictError(problem('stageLimit', { max: this.settings.maxPublishers }));
    }
    if (existing) this.removePublisher(existing.id, false);
    const pc = new RTCPeerConnection(peerConfig(this.settings, 'publish'));
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
          const layer = published.addLayer(track);
          if (!layer) return;
          track.onReceiveRtp.subscribe((rtp) => published.forward(rtp, layer));
          track.onReceiveRtp.once(() => {
            if (published.flowing) return;
            published.flowing = true;
            if (this.publishers.has(publisher.id)) this.onTrack(published);
          });
          published.requestKeyframe();
        };
        // werift makes the remote tracks during setRemoteDescription when the SDP names their
        // SSRCs or RIDs (a layer each), or later when the first packet arrives.
        for (const known of transceiver.receiver.tracks) attach(known);
        transceiver.onTrack.subscribe(attach);
      }
      await pc.setLocalDescription(await pc.createAnswer());
      const answer = await gathered(pc);
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed') this.removePublisher(publisher.id);
      });
      this.publishers.set(publisher.id, publisher);
      this.ticker ??= setInterval(() => this.tick(), TICK_MS).unref();
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
      // A publisher's voice and camera are one stream to the viewer's browser, which plays them
      // in step by the capture times their sender reports carry (a screen is a stream alone).
      transceiver.sender.streamId =
        track.source === 'screen' ? `${track.publisher.id}-screen` : track.publisher.id;
      const sender = new DirectSender(transceiver.sender, (timestamp, ssrc) =>
        track.capturedAt(ssrc, timestamp),
      );
      transceiver.sender.onPictureLossIndication.subscribe(() => track.lostKeyframe(sender));
      subscription.outputs.push({ track, sender, mid: null, wanted: rankOfLayer('medium') });
    }
    await pc.setLocalDescription(await pc.createOffer());
    const offer = await gathered(pc);
    const described: MediaTrack[] = pc.getTransceivers().map((transceiver, index) => {
      const output = subscription.outputs[index];
      if (!output || transceiver.mid === null) throw new Error('transceiver without a mid');
      output.mid = transceiver.mid;
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
    const subscription = this.ownSubscription(socketId, subscriptionId);
    await subscription.pc.setRemoteDescription(answer);
    for (const output of subscription.outputs) output.track.addSink(output.sender, output.wanted);
  }

  /** A subscriber's choice of a camera's layer (by the size it shows it at). */
  setLayer(socketId: string, subscriptionId: string, mid: string, layer: VideoLayer): void {
    const subscription = this.ownSubscription(socketId, subscriptionId);
    const output = subscription.outputs.find((o) => o.mid === mid);
    if (!output) return;
    // Asked before the answer (the browser shows the track at once): kept for when it starts.
    output.wanted = rankOfLayer(layer);
    output.track.want(output.sender, output.wanted);
  }

  /**
   * Twice a second: viewers of cameras in layers move to the layers that flow, and each
   * publisher hears what it may send.
   */
  private tick(): void {
    const now = Date.now();
    for (const publisher of this.publishers.values()) {
      for (const track of publisher.tracks) track.rebalance(now);
      const ssrcs = publisher.tracks.flatMap((track) =>
        track.kind === 'video' ? track.layers.flatMap((layer) => layer.ssrc ?? []) : [],
      );
      const transport = publisher.pc.getTransceivers()[0]?.receiver.dtlsTransport;
      if (ssrcs.length > 0 && transport?.state === 'connected') {
        transport.sendRtcp([rembPacket(PUBLISHER_BITRATE, ssrcs)]).catch(() => undefined);
      }
    }
  }

  /** A socket's own subscription; another's, or one that ended, is not found. */
  private ownSubscription(socketId: string, subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || subscription.socketId !== socketId) {
      throw new NotFoundError('media_subscription');
    }
    return subscription;
  }

  publisherOf(socketId: string): Publisher | undefined {
    return [...this.publishers.values()].find((p) => p.socketId === socketId);
  }

  /** Ends a publisher: its tracks stop reaching anyone; subscribers learn from the roster. */
  removePublisher(publisherId: string, announce = true): void {
    const publisher = this.publishers.get(publisherId);
    if (!publisher) return;
    this.publishers.delete(publisherId);
    for (const track of publisher.tracks) track.clearSinks();
    publisher.pc.close().catch(() => undefined);
    if (this.publishers.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
    this.version += 1;
    if (announce) this.onRoster(this.roster());
  }

  /** Ends a subscription (only its own socket's, when `socketId` is given). */
  removeSubscription(subscriptionId: string, socketId?: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || (socketId !== undefined && subscription.socketId !== socketId)) return;
    this.subscriptions.delete(subscriptionId);
    for (const output of subscription.outputs) output.track.removeSink(output.sender);
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
