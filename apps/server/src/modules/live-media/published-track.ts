import {
  MediaStreamTrack,
  RtcpSenderInfo,
  RtcpSrPacket,
  RtpHeader,
  RtpPacket,
  Vp8RtpPayload,
  type RtcpPacket,
} from 'werift';
import {
  SIMULCAST_ENCODINGS,
  type MediaTrack,
  type PublisherState,
  type VideoLayer,
} from '@quad/shared/contracts/live-media';
import { unixMsOf } from './ntp-time';

export type TrackSource = MediaTrack['source'];

/** How often a layer may ask its publisher for a key frame (when forced: a crowd joining). */
const KEYFRAME_INTERVAL_MS = 500;
const FORCED_KEYFRAME_INTERVAL_MS = 100;
/** A switch of layer starts the new layer's frames one frame (at 30 fps, 90 kHz) after the last. */
const FRAME_TICKS = 3000;

/** Where a track's packets go: a viewer's sender, or the recorder's own track. */
export interface PacketSink {
  /**
   * Takes one packet. The packet is the publisher's, shared by every sink of the layer: a sink
   * that changes its header changes a copy (`copyForSink`). A send that fails (the viewer left
   * meanwhile) is the viewer's loss alone.
   */
  send(rtp: RtpPacket): void;
  /** The next packet continues the last one sent, though it comes from another layer. */
  replaceRTP(header: Pick<RtpHeader, 'sequenceNumber' | 'timestamp'>): void;
}

/** A layer's capture clock, from the publisher's last sender report: an RTP time and its moment. */
interface CaptureClock {
  rtpTimestamp: number;
  /** Unix ms at `rtpTimestamp`, on the publisher's clock. */
  at: number;
  /** RTP ticks a second (90 kHz video, 48 kHz Opus). */
  rate: number;
}

/** One encoding of a track: the only one, or one simulcast layer (by its RID). */
export class TrackLayer {
  /** The publisher's SSRC for it, known from its first packet. */
  ssrc: number | undefined;
  /** Packets received, and as many at the last look. */
  packets = 0;
  packetsAtLastLook = 0;
  /** Whether packets came since the last look (a browser stops its top layers when short of bandwidth). */
  flowing = false;
  readonly sinks = new Set<PacketSink>();
  /** Sinks moving to this layer, on its next key frame. */
  readonly joining = new Set<Sink>();
  lastKeyframeRequest = 0;
  /** When its media was captured, from the publisher's sender reports (none yet: null). */
  clock: CaptureClock | null = null;

  constructor(
    readonly rank: number,
    readonly remote: MediaStreamTrack,
  ) {}
}

interface Sink {
  sink: PacketSink;
  /** The highest layer wanted (by rank); the best flowing one at or below it is sent. */
  wanted: number;
  current: TrackLayer | null;
  next: TrackLayer | null;
}

/** The rank of a layer by its RID (the order of SIMULCAST_ENCODINGS), 0 for a track without. */
export function rankOf(rid: string | undefined): number {
  const index = SIMULCAST_ENCODINGS.findIndex((encoding) => encoding.rid === rid);
  return index < 0 ? 0 : index;
}

export function rankOfLayer(layer: VideoLayer): number {
  return SIMULCAST_ENCODINGS.findIndex((encoding) => encoding.layer === layer);
}

/** Whether a VP8 packet starts a key frame (a layer can be joined there). */
function startsKeyframe(rtp: RtpPacket): boolean {
  if (rtp.payload.length < 3) return false;
  const vp8 = Vp8RtpPayload.deSerialize(rtp.payload);
  return vp8.payloadHeaderExist && vp8.isKeyframe;
}

/**
 * The copy of a packet one sink may change (werift's sender rewrites the header's SSRC, payload
 * type, sequence number and extensions in place). The payload is shared: nothing writes to it.
 * The publisher's header extensions are dropped: their ids mean nothing in the subscriber's
 * negotiation.
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

/** Continues a sink's numbering from the last packet it sent when the next comes from another layer. */
function continueFrom(sink: PacketSink, rtp: RtpPacket): void {
  sink.replaceRTP({
    sequenceNumber: (rtp.header.sequenceNumber - 1) & 0xffff,
    timestamp: (rtp.header.timestamp - FRAME_TICKS) >>> 0,
  });
}

/**
 * A local track fed by a PublishedTrack like a viewer is, renumbered so that a change of layer
 * reads as one stream (the recorder's input for a camera in layers).
 */
export class TrackSink implements PacketSink {
  readonly track: MediaStreamTrack;
  private seqOffset = 0;
  private timestampOffset = 0;
  private last: { sequenceNumber: number; timestamp: number } | null = null;

  constructor(like: MediaStreamTrack) {
    this.track = new MediaStreamTrack({ kind: like.kind, codec: like.codec });
  }

  send(shared: RtpPacket): void {
    const rtp = copyForSink(shared);
    const { header } = rtp;
    header.sequenceNumber = (header.sequenceNumber + this.seqOffset) & 0xffff;
    header.timestamp = (header.timestamp + this.timestampOffset) >>> 0;
    this.last = { sequenceNumber: header.sequenceNumber, timestamp: header.timestamp };
    this.track.writeRtp(rtp);
  }

  replaceRTP({ sequenceNumber, timestamp }: Pick<RtpHeader, 'sequenceNumber' | 'timestamp'>) {
    if (!this.last) return;
    this.seqOffset = (this.last.sequenceNumber - sequenceNumber) & 0xffff;
    this.timestampOffset = (this.last.timestamp - timestamp) >>> 0;
  }

  /**
   * Takes a sender report of the layer it receives, renumbered as its packets are: the recorder
   * places each frame in time by them, and waits for the first before it writes any.
   */
  report({ ssrc, senderInfo }: RtcpSrPacket): void {
    const rtpTimestamp = (senderInfo.rtpTimestamp + this.timestampOffset) >>> 0;
    const renumbered = new RtcpSenderInfo({ ...senderInfo, rtpTimestamp });
    this.track.onReceiveRtcp.execute(new RtcpSrPacket({ ssrc, senderInfo: renumbered }));
  }
}

/** What the SFU needs of a publisher from its tracks. */
export interface TrackOwner {
  id: string;
  state: PublisherState;
}

/**
 * A published track and the sinks its packets go to. A camera may come in simulcast layers;
 * each sink then receives the best layer that flows at or below the one it wants, and moves
 * between layers on a key frame, renumbered so that it reads as one stream.
 */
export class PublishedTrack {
  /** Its layers by rank (one, for a track without simulcast). */
  readonly layers: TrackLayer[] = [];
  /** Whether a packet arrived (an idle screen transceiver has a track but sends nothing). */
  flowing = false;
  private readonly sinkOf = new Map<PacketSink, Sink>();
  /** Sinks that take the sender reports of the layer they receive (the recorder's). */
  private readonly reporting = new Set<TrackSink>();

  constructor(
    readonly publisher: TrackOwner,
    readonly source: TrackSource,
    readonly kind: 'audio' | 'video',
    private readonly pli: (ssrc: number) => void,
  ) {}

  /** Takes one of the publisher's remote tracks (its RID names its layer). */
  addLayer(remote: MediaStreamTrack): TrackLayer | null {
    const rank = rankOf(remote.rid);
    if (this.layers.some((layer) => layer.rank === rank)) return null;
    const layer = new TrackLayer(rank, remote);
    remote.onReceiveRtcp.subscribe((rtcp) => this.report(rtcp, layer));
    this.layers.push(layer);
    this.layers.sort((a, b) => a.rank - b.rank);
    // Sinks that came before any layer was known start on it.
    for (const entry of this.sinkOf.values()) if (!entry.current) this.steer(entry, Date.now());
    return layer;
  }

  get layered(): boolean {
    return this.layers.length > 1;
  }

  get sinkCount(): number {
    return this.sinkOf.size;
  }

  /** Hands one packet of a layer to its sinks: the hot path of the SFU (no closure per packet). */
  forward(rtp: RtpPacket, layer: TrackLayer): void {
    layer.packets += 1;
    if (!layer.flowing) {
      layer.flowing = true;
      layer.ssrc = rtp.header.ssrc;
    }
    for (const sink of layer.sinks) sink.send(rtp);
    if (layer.joining.size > 0 && startsKeyframe(rtp)) this.join(layer, rtp);
  }

  /**
   * When the media of a packet of this track was captured (Unix ms on the publisher's clock), by
   * its layer's last sender report; undefined before the first. Viewers' sender reports carry it,
   * so that their browser plays a publisher's voice and picture in step.
   */
  capturedAt(ssrc: number, timestamp: number): number | undefined {
    const clock = this.layers.find((layer) => layer.ssrc === ssrc)?.clock;
    if (!clock) return undefined;
    return clock.at + (((timestamp - clock.rtpTimestamp) | 0) / clock.rate) * 1000;
  }

  private report(rtcp: RtcpPacket, layer: TrackLayer): void {
    if (!(rtcp instanceof RtcpSrPacket)) return;
    const { rtpTimestamp, ntpTimestamp } = rtcp.senderInfo;
    layer.clock = {
      rtpTimestamp,
      at: unixMsOf(ntpTimestamp),
      rate: layer.remote.codec?.clockRate ?? (this.kind === 'audio' ? 48_000 : 90_000),
    };
    if (this.reporting.size === 0) return;
    for (const sink of this.reporting) {
      if (this.sinkOf.get(sink)?.current === layer) sink.report(rtcp);
    }
  }

  /** Moves the sinks waiting for this layer onto it, from its key frame on. */
  private join(layer: TrackLayer, rtp: RtpPacket): void {
    for (const entry of layer.joining) {
      entry.current?.sinks.delete(entry.sink);
      entry.current = layer;
      entry.next = null;
      continueFrom(entry.sink, rtp);
      layer.sinks.add(entry.sink);
      entry.sink.send(rtp);
    }
    layer.joining.clear();
  }

  /** Starts sending to a sink: the best flowing layer at or below `wanted` (default: the middle). */
  addSink(sink: PacketSink, wanted = rankOfLayer('medium')): void {
    if (this.sinkOf.has(sink)) return;
    const entry: Sink = { sink, wanted, current: null, next: null };
    this.sinkOf.set(sink, entry);
    this.steer(entry, Date.now());
  }

  removeSink(sink: PacketSink): void {
    const entry = this.sinkOf.get(sink);
    if (!entry) return;
    this.sinkOf.delete(sink);
    if (sink instanceof TrackSink) this.reporting.delete(sink);
    entry.current?.sinks.delete(sink);
    entry.next?.joining.delete(entry);
  }

  clearSinks(): void {
    for (const sink of [...this.sinkOf.keys()]) this.removeSink(sink);
  }

  /** The layer a sink wants now; it moves there on that layer's next key frame. */
  want(sink: PacketSink, wanted: number): void {
    const entry = this.sinkOf.get(sink);
    if (!entry) return;
    entry.wanted = wanted;
    this.steer(entry, Date.now());
  }

  /**
   * Notes which layers still flow (a browser drops its top layers when its bandwidth falls) and
   * moves each sink to the best flowing layer at or below the one it wants. Called twice a second.
   */
  rebalance(now = Date.now()): void {
    if (!this.layered) return;
    for (const layer of this.layers) {
      layer.flowing = layer.packets > layer.packetsAtLastLook;
      layer.packetsAtLastLook = layer.packets;
    }
    for (const entry of this.sinkOf.values()) this.steer(entry, now);
  }

  private steer(entry: Sink, now: number): void {
    const target = this.layerFor(entry);
    if (!target) return;
    if (!entry.current) {
      entry.current = target;
      target.sinks.add(entry.sink);
      this.requestKeyframe(true, now, target);
      return;
    }
    if (target === entry.current) {
      entry.next?.joining.delete(entry);
      entry.next = null;
      return;
    }
    if (target === entry.next) return;
    entry.next?.joining.delete(entry);
    entry.next = target;
    target.joining.add(entry);
    this.requestKeyframe(true, now, target);
  }

  /** The best flowing layer at or below what the sink wants, else the lowest that flows. */
  private layerFor(entry: Sink): TrackLayer | undefined {
    const candidates = this.layered ? this.layers.filter((layer) => layer.flowing) : this.layers;
    let best: TrackLayer | undefined;
    for (const layer of candidates) if (layer.rank <= entry.wanted) best = layer;
    return best ?? candidates[0];
  }

  /** A sink lost a frame (its viewer asked for a picture): a key frame of the layer it receives. */
  lostKeyframe(sink: PacketSink): void {
    const entry = this.sinkOf.get(sink);
    this.requestKeyframe(false, Date.now(), entry?.current ?? undefined);
  }

  /**
   * Asks the publisher's browser for a key frame of a layer (or of every layer): a subscriber
   * joined or lost one. At most every half second, or every tenth when forced (a new viewer
   * connected, a recording starts).
   */
  requestKeyframe(force = false, now = Date.now(), only?: TrackLayer): void {
    if (this.kind !== 'video') return;
    const interval = force ? FORCED_KEYFRAME_INTERVAL_MS : KEYFRAME_INTERVAL_MS;
    for (const layer of only ? [only] : this.layers) {
      const ssrc = layer.ssrc ?? layer.remote.ssrc;
      if (ssrc === undefined || now - layer.lastKeyframeRequest < interval) continue;
      layer.lastKeyframeRequest = now;
      this.pli(ssrc);
    }
  }

  /**
   * The track a recorder writes: the track itself, or for a camera in layers a local track fed
   * the best layer that flows.
   */
  recordingTrack(): MediaStreamTrack | null {
    const [first] = this.layers;
    if (!first) return null;
    if (!this.layered) return first.remote;
    const sink = new TrackSink(first.remote);
    this.addSink(sink, this.layers.length - 1);
    this.reporting.add(sink);
    return sink.track;
  }
}
