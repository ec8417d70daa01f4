import { createCipheriv } from 'node:crypto';
import {
  ProtectionProfileAeadAes128Gcm,
  type GenericNack,
  type RTCRtpSender,
  type RtpHeader,
  type RtpPacket,
} from 'werift';
import { copyForSink, type PacketSink } from './published-track';
import { ntpAt } from './ntp-time';

// werift's RTCRtpSender.sendRtp does per packet what a forward of the same packet to many viewers
// does not need: NTP time through strings and BigInt, header extension arrays rebuilt and sorted,
// a header object and its serialisation, send-side bandwidth bookkeeping, five promises. This
// module sends a forwarded packet for the sender instead, with werift's own state: its SSRC,
// payload type, numbering (so `replaceRTP` and a fallback continue it), the counts and times its
// RTCP sender reports carry, its SRTP context (keys, rollover counter) and its ICE connection.
// It reads fields werift keeps private, so it checks their shape first and otherwise leaves the
// sender to werift's own `sendRtp`.

const MID_URI = 'urn:ietf:params:rtp-hdrext:sdes:mid';
const ABS_SEND_TIME_URI = 'http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time';
const GCM_TAG_BYTES = 16;
/** Packets kept for retransmission on a NACK (werift keeps as many). */
const HISTORY = 128;

type SrtpContext = RTCRtpSender['dtlsTransport']['srtp']['localContext'];

/** What the forward uses of werift's sender, private fields included (werift 0.24). */
interface SenderState {
  ssrc: number;
  codec?: { payloadType: number };
  dtlsTransport: RTCRtpSender['dtlsTransport'];
  mid?: string;
  headerExtensions: { uri: string; id: number }[];
  rtpStreamId?: string;
  repairedRtpStreamId?: string;
  rtxPayloadType?: number;
  redRedundantPayloadType?: number;
  seqOffset: number;
  timestampOffset: number;
  sequenceNumber?: number;
  timestamp?: number;
  ntpTimestamp: bigint;
  rtpTimestamp: number;
  packetCount: number;
  octetCount: number;
  rtcpRunning: boolean;
  runRtcp(): Promise<void>;
}

/**
 * The header extensions of a sender's packets as werift writes them (one-byte form, RFC 8285,
 * in the order of their ids): the block is the same in every packet but for the abs-send-time.
 */
interface Layout {
  /** The extension block (empty without extensions), abs-send-time left at zero. */
  extensions: Buffer;
  /** Where in the block the abs-send-time's three bytes go, -1 when not negotiated. */
  absSendTimeAt: number;
}

/**
 * The layout of a sender's packets when this forward can send them as werift would: SRTP with
 * AES-GCM, no RTX or RED, and no header extension it does not write (transport-wide sequence
 * numbers need werift's own bandwidth bookkeeping). Null otherwise, or when werift's fields are
 * not what they were.
 */
export function layoutOf(sender: RTCRtpSender): Layout | null {
  const s = sender as unknown as Partial<SenderState>;
  const transport = s.dtlsTransport as Partial<SenderState['dtlsTransport']> | undefined;
  const context = transport?.srtp?.localContext as Partial<SrtpContext> | undefined;
  const numbers = [s.ssrc, s.seqOffset, s.timestampOffset, s.rtpTimestamp, s.packetCount];
  if (
    !context ||
    context.profile !== ProtectionProfileAeadAes128Gcm ||
    context.srtpSessionKey?.length !== 16 ||
    (context.srtpSessionSalt?.length ?? 0) < 12 ||
    typeof context.getSrtpSsrcState !== 'function' ||
    typeof context.updateRolloverCount !== 'function' ||
    typeof transport?.iceTransport?.connection?.send !== 'function' ||
    typeof s.codec?.payloadType !== 'number' ||
    !numbers.every((n) => typeof n === 'number') ||
    typeof s.octetCount !== 'number' ||
    typeof s.ntpTimestamp !== 'bigint' ||
    typeof s.runRtcp !== 'function' ||
    !Array.isArray(s.headerExtensions) ||
    s.rtxPayloadType !== undefined ||
    s.redRedundantPayloadType !== undefined ||
    s.rtpStreamId ||
    s.repairedRtpStreamId
  ) {
    return null;
  }
  const elements: { id: number; bytes: Buffer; abs: boolean }[] = [];
  for (const { uri, id } of s.headerExtensions) {
    if (id < 1 || id > 14) return null;
    if (uri === MID_URI) {
      if (s.mid) elements.push({ id, bytes: Buffer.from(s.mid), abs: false });
    } else if (uri === ABS_SEND_TIME_URI) elements.push({ id, bytes: Buffer.alloc(3), abs: true });
    else return null;
  }
  if (elements.some((e) => e.bytes.length > 16)) return null;
  elements.sort((a, b) => a.id - b.id);
  const used = elements.reduce((total, e) => total + 1 + e.bytes.length, 0);
  const extensions = Buffer.alloc(used ? 4 + Math.ceil(used / 4) * 4 : 0);
  let absSendTimeAt = -1;
  if (used) {
    extensions.writeUInt16BE(0xbede, 0);
    extensions.writeUInt16BE((extensions.length - 4) / 4, 2);
    let at = 4;
    for (const { id, bytes, abs } of elements) {
      extensions[at++] = (id << 4) | (bytes.length - 1);
      if (abs) absSendTimeAt = at;
      at += bytes.copy(extensions, at);
    }
  }
  return { extensions, absSendTimeAt };
}

/** The abs-send-time of a Unix time in ms: seconds in 6.18 fixed point, modulo 64. */
const absSendTime = (ms: number) => Math.floor((ms / 1000) * 2 ** 18) & 0xffffff;

const iv = Buffer.alloc(12);
/**
 * One SRTP packet (RFC 7714, AEAD_AES_128_GCM): the RTP header as it stands in `out`, the
 * payload encrypted after it, then the tag. `out` has room for all three.
 */
export function sealGcm(
  out: Buffer,
  headerBytes: number,
  payload: Buffer,
  key: Buffer,
  salt: Buffer,
  rolloverCounter: number,
): Buffer {
  iv.writeUInt16BE(0, 0);
  iv.writeUInt32BE(out.readUInt32BE(8), 2);
  iv.writeUInt32BE(rolloverCounter >>> 0, 6);
  iv.writeUInt16BE(out.readUInt16BE(2), 10);
  for (let i = 0; i < 12; i += 1) iv[i]! ^= salt[i]!;
  const cipher = createCipheriv('aes-128-gcm', key, iv);
  cipher.setAAD(out.subarray(0, headerBytes));
  const sealed = cipher.update(payload);
  cipher.final();
  sealed.copy(out, headerBytes);
  cipher.getAuthTag().copy(out, headerBytes + sealed.length);
  return out;
}

/** Writes an RTP header at the start of `out`; answers its length. */
function writeHeader(
  out: Buffer,
  layout: Layout,
  marker: boolean,
  payloadType: number,
  sequenceNumber: number,
  timestamp: number,
  ssrc: number,
  sentAtMs: number,
): number {
  const { extensions, absSendTimeAt } = layout;
  out[0] = extensions.length ? 0x90 : 0x80;
  out[1] = (marker ? 0x80 : 0) | payloadType;
  out.writeUInt16BE(sequenceNumber, 2);
  out.writeUInt32BE(timestamp, 4);
  out.writeUInt32BE(ssrc, 8);
  extensions.copy(out, 12);
  if (absSendTimeAt >= 0) out.writeUIntBE(absSendTime(sentAtMs), 12 + absSendTimeAt, 3);
  return 12 + extensions.length;
}

/**
 * A werift sender whose packets this module sends (a viewer's, as the room's packets reach it):
 * each packet renumbered, sealed with the peer's SRTP keys and sent on its connection, with no
 * copy of the packet or its header; lost packets are sent again when the peer asks (NACK).
 * Falls back to werift's `sendRtp` when the sender is not in the shape this expects.
 */
export class DirectSender implements PacketSink {
  private layout: Layout | null = null;
  /**
   * What the layout was checked against: the SRTP context (a new handshake brings another), and
   * the negotiated extensions and codec (a new negotiation brings others).
   */
  private checkedContext: unknown = null;
  private checkedExtensions: unknown = null;
  private checkedCodec: unknown = null;
  private readonly state: SenderState;
  private readonly sentSeq = new Int32Array(HISTORY).fill(-1);
  private readonly sentTimestamp = new Uint32Array(HISTORY);
  private readonly sentMarker = new Uint8Array(HISTORY);
  private readonly sentAt = new Float64Array(HISTORY);
  private readonly sentPayload: (Buffer | undefined)[] = new Array<Buffer | undefined>(HISTORY);

  /**
   * `capturedAt`: when a packet's media was captured (Unix ms), for the sender reports, as a
   * browser reports its capture clock (the packet's own SSRC and RTP time: a viewer's stream may
   * change layers); while it cannot tell, the time the packet is sent.
   */
  constructor(
    readonly sender: RTCRtpSender,
    private readonly capturedAt?: (timestamp: number, ssrc: number) => number | undefined,
  ) {
    this.state = sender as unknown as SenderState;
    sender.onGenericNack.subscribe((nack) => this.resend(nack));
  }

  /** Whether packets go out through this forward rather than werift's `sendRtp` (once connected). */
  get direct(): boolean {
    return this.current() !== null;
  }

  send(rtp: RtpPacket): void {
    const transport = this.state.dtlsTransport;
    if (transport.state !== 'connected') return;
    const layout = this.current();
    if (!layout) {
      this.sender.sendRtp(copyForSink(rtp)).catch(() => undefined);
      return;
    }
    const s = this.state;
    const { header, payload } = rtp;
    const sequenceNumber = (header.sequenceNumber + s.seqOffset) & 0xffff;
    const timestamp = (header.timestamp + s.timestampOffset) >>> 0;
    const now = performance.timeOrigin + performance.now();
    s.sequenceNumber = sequenceNumber;
    s.timestamp = timestamp;
    s.rtpTimestamp = timestamp;
    s.ntpTimestamp = ntpAt(this.capturedAt?.(header.timestamp, header.ssrc) ?? now);
    s.packetCount = (s.packetCount + 1) >>> 0;
    s.octetCount += payload.length;
    const slot = sequenceNumber % HISTORY;
    this.sentSeq[slot] = sequenceNumber;
    this.sentTimestamp[slot] = timestamp;
    this.sentMarker[slot] = header.marker ? 1 : 0;
    this.sentAt[slot] = now;
    this.sentPayload[slot] = payload;
    this.seal(layout, header.marker, sequenceNumber, timestamp, payload, now);
    if (!s.rtcpRunning) s.runRtcp().catch(() => undefined);
  }

  replaceRTP(header: Pick<RtpHeader, 'sequenceNumber' | 'timestamp'>): void {
    this.sender.replaceRTP(header);
  }

  /** The layout while what it was checked against stands; checks again when that changed. */
  private current(): Layout | null {
    const s = this.state;
    const context = s.dtlsTransport?.srtp?.localContext;
    if (
      context !== this.checkedContext ||
      s.headerExtensions !== this.checkedExtensions ||
      s.codec !== this.checkedCodec
    ) {
      this.checkedContext = context;
      this.checkedExtensions = s.headerExtensions;
      this.checkedCodec = s.codec;
      this.layout = layoutOf(this.sender);
    }
    return this.layout;
  }

  private seal(
    layout: Layout,
    marker: boolean,
    sequenceNumber: number,
    timestamp: number,
    payload: Buffer,
    now: number,
  ): void {
    const s = this.state;
    const transport = s.dtlsTransport;
    const context = transport.srtp.localContext;
    const headerBytes = 12 + layout.extensions.length;
    const out = Buffer.allocUnsafe(headerBytes + payload.length + GCM_TAG_BYTES);
    const payloadType = s.codec?.payloadType ?? 0;
    writeHeader(out, layout, marker, payloadType, sequenceNumber, timestamp, s.ssrc, now);
    const ssrcState = context.getSrtpSsrcState(s.ssrc);
    context.updateRolloverCount(sequenceNumber, ssrcState);
    const { srtpSessionKey, srtpSessionSalt } = context;
    sealGcm(out, headerBytes, payload, srtpSessionKey, srtpSessionSalt, ssrcState.rolloverCounter);
    transport.bytesSent += out.length;
    transport.packetsSent += 1;
    transport.iceTransport.connection.send(out).catch(() => undefined);
  }

  /**
   * Sends again what a viewer lost, from the packets kept (werift's own history stays empty): the
   * same bytes as the first time, abs-send-time included, since SRTP with AES-GCM must never seal
   * another header or payload under the same sequence number.
   */
  private resend(nack: GenericNack): void {
    const layout = this.current();
    if (!layout || this.state.dtlsTransport.state !== 'connected') return;
    for (const sequenceNumber of nack.lost) {
      const slot = sequenceNumber % HISTORY;
      const payload = this.sentPayload[slot];
      if (this.sentSeq[slot] !== sequenceNumber || !payload) continue;
      const marker = this.sentMarker[slot] === 1;
      const timestamp = this.sentTimestamp[slot]!;
      this.seal(layout, marker, sequenceNumber, timestamp, payload, this.sentAt[slot]!);
    }
  }
}
