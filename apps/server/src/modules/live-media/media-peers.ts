import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useAbsSendTime,
  useOPUS,
  useSdesMid,
  useVP8,
} from 'werift';
import { spawn, spawnSync } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import type { Socket } from 'socket.io-client';
import {
  MEDIA_EVENTS,
  type PublishAck,
  type PublisherState,
  type SessionDescription,
  type SubscribeMediaAck,
  type MediaRoom,
} from '@quad/shared/contracts/live-media';
import { DirectSender } from './direct-sender';

/**
 * Stand-ins for browsers, built on werift (tests and the benchmark): a publisher that sends
 * synthetic VP8 and Opus packets, and a subscriber that counts what reaches it.
 */
/** What a stand-in browser sends and takes (Opus, VP8 with its header extensions), on loopback. */
export const standInMedia = {
  codecs: { audio: [useOPUS()], video: [useVP8()] },
  headerExtensions: { audio: [useSdesMid()], video: [useSdesMid(), useAbsSendTime()] },
  iceAdditionalHostAddresses: ['127.0.0.1'],
};

const peerOptions = { ...standInMedia, iceUseIpv6: false };

/** A peer's local description once its candidates are gathered (or after three seconds). */
export async function described(pc: RTCPeerConnection): Promise<SessionDescription> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      pc.iceGatheringStateChange.subscribe((state) => {
        if (state === 'complete') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }
  const local = pc.localDescription;
  if (!local) throw new Error('no local description');
  return { type: local.type as 'offer' | 'answer', sdp: local.sdp };
}

/** A VP8 key frame's first bytes (payload descriptor with S=1, then a key-frame header). */
const VP8_KEYFRAME = Buffer.from([0x10, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);

export interface TestPublisher {
  pc: RTCPeerConnection;
  ack: PublishAck;
  /** Sends one synthetic video packet whose payload carries `stamp` (8 bytes, big-endian). */
  sendVideo(stamp?: bigint): void;
  close(): Promise<void>;
}

/**
 * A publisher's peer connection as the browser makes it: microphone, camera and an idle screen
 * transceiver, with its gathered offer.
 */
export async function publisherPeer() {
  const pc = new RTCPeerConnection(peerOptions);
  const audio = new MediaStreamTrack({ kind: 'audio' });
  const video = new MediaStreamTrack({ kind: 'video' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  pc.addTransceiver(video, { direction: 'sendonly' });
  pc.addTransceiver('video', { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  return { pc, audio, video, offer: await described(pc) };
}

/** Publishes microphone, camera and an idle screen transceiver, like the browser does. */
export async function publishFrom(
  socket: Socket,
  liveStreamId: number,
  state: PublisherState = { audio: true, video: true, screen: false },
): Promise<TestPublisher> {
  const { pc, video, offer } = await publisherPeer();
  const ack = (await socket
    .timeout(10_000)
    .emitWithAck(MEDIA_EVENTS.publish, { liveStreamId, offer, state })) as PublishAck;
  if (ack.ok) await pc.setRemoteDescription(ack.answer);
  let sequenceNumber = 1;
  let timestamp = 1000;
  return {
    pc,
    ack,
    sendVideo(stamp = process.hrtime.bigint()) {
      const stampBytes = Buffer.alloc(8);
      stampBytes.writeBigUInt64BE(stamp);
      const header = new RtpHeader({
        payloadType: 96,
        sequenceNumber: sequenceNumber++ & 0xffff,
        timestamp: (timestamp += 3000) >>> 0,
        marker: true,
      });
      video.writeRtp(new RtpPacket(header, Buffer.concat([VP8_KEYFRAME, stampBytes])));
    },
    close: () => pc.close(),
  };
}

export interface TestSubscriber {
  pc: RTCPeerConnection | null;
  ack: SubscribeMediaAck;
  /** Video packets received so far, each with its arrival time (ns) and payload stamp. */
  received: { at: bigint; stamp: bigint }[];
  close(): Promise<void>;
}

/** Subscribes to a room and counts the video packets that arrive. */
export async function subscribeFrom(
  socket: Socket,
  liveStreamId: number,
  room: MediaRoom = 'stage',
): Promise<TestSubscriber> {
  const ack = (await socket
    .timeout(10_000)
    .emitWithAck(MEDIA_EVENTS.subscribe, { liveStreamId, room })) as SubscribeMediaAck;
  const received: TestSubscriber['received'] = [];
  if (!ack.ok || !ack.offer) return { pc: null, ack, received, close: async () => undefined };
  const pc = new RTCPeerConnection(peerOptions);
  pc.onTrack.subscribe((track) => {
    if (track.kind !== 'video') return;
    track.onReceiveRtp.subscribe((rtp) => {
      const at = process.hrtime.bigint();
      const payload = rtp.payload;
      const stamp = payload.length >= 8 ? payload.readBigUInt64BE(payload.length - 8) : 0n;
      received.push({ at, stamp });
    });
  });
  await pc.setRemoteDescription(ack.offer);
  await pc.setLocalDescription(await pc.createAnswer());
  const answer = await described(pc);
  const answered = (await socket.timeout(10_000).emitWithAck(MEDIA_EVENTS.answer, {
    liveStreamId,
    subscriptionId: ack.subscriptionId,
    answer,
  })) as { ok: boolean };
  if (!answered.ok) throw new Error('the answer was refused');
  return { pc, ack, received, close: () => pc.close() };
}

export interface FfmpegPublisher {
  pc: RTCPeerConnection;
  ack: PublishAck;
  /** Packets handed to the connection once it was connected (so sent to the server). */
  sent: { audio: number; video: number };
  close(): Promise<void>;
}

/**
 * Reads RTP from ffmpeg on a loopback UDP port and sends it on the peer as it comes, counting
 * the packets that went out on a connected peer.
 */
/**
 * The capture times of streams that started together: each stream's first timestamp (seen on
 * arrival, before the connection is up) is the instant the first packet of any of them arrived.
 */
function captureClock() {
  let start: number | null = null;
  return (rate: number) => {
    let first: number | null = null;
    return (timestamp: number) => {
      start ??= Date.now();
      first ??= timestamp;
      return start + (((timestamp - first) | 0) / rate) * 1000;
    };
  };
}

async function rtpInto(
  sender: DirectSender,
  capturedAt: (timestamp: number) => number,
  connected: () => boolean,
  count: () => void,
): Promise<{ port: number; socket: UdpSocket }> {
  const socket = createSocket('udp4');
  socket.on('message', (packet) => {
    const rtp = RtpPacket.deSerialize(packet);
    capturedAt(rtp.header.timestamp);
    sender.send(rtp);
    if (connected()) count();
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, socket };
}

/**
 * Publishes real VP8 and Opus, as a browser would: ffmpeg encodes a plain `colour` picture and a
 * tone in real time and sends them as RTP to the peer's tracks. Needs ffmpeg (tests skip without).
 */
export async function publishFfmpegFrom(
  socket: Socket,
  liveStreamId: number,
  colour: string,
  ffmpeg = 'ffmpeg',
): Promise<FfmpegPublisher> {
  const { pc, offer } = await publisherPeer();
  const ack = (await socket.timeout(10_000).emitWithAck(MEDIA_EVENTS.publish, {
    liveStreamId,
    offer,
    state: { audio: true, video: true, screen: false },
  })) as PublishAck;
  if (ack.ok) await pc.setRemoteDescription(ack.answer);
  const sent = { audio: 0, video: 0 };
  const connected = () => pc.connectionState === 'connected';
  // Sent as a browser sends them: sender reports carry the time each packet's media was
  // captured, which the recorder's lip sync places each track by (werift's own sender reports
  // only whole seconds, and the time a packet is sent runs late by however long the encoder
  // took on a busy machine). ffmpeg starts both streams at the same instant, at its first packet.
  const clock = captureClock();
  const audioClock = clock(48_000);
  const videoClock = clock(90_000);
  const [audioTransceiver, videoTransceiver] = pc.getTransceivers();
  if (!audioTransceiver || !videoTransceiver) throw new Error('no senders');
  const audioSender = new DirectSender(audioTransceiver.sender, audioClock);
  const videoSender = new DirectSender(videoTransceiver.sender, videoClock);
  const videoIn = await rtpInto(videoSender, videoClock, connected, () => (sent.video += 1));
  const audioIn = await rtpInto(audioSender, audioClock, connected, () => (sent.audio += 1));
  const encoder = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `color=c=${colour}:s=320x240:r=15`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-map', '0:v', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k', '-g', '15'],
      ...['-payload_type', '96', '-f', 'rtp', `rtp://127.0.0.1:${videoIn.port}?pkt_size=1200`],
      ...['-map', '1:a', '-c:a', 'libopus', '-payload_type', '111'],
      ...['-f', 'rtp', `rtp://127.0.0.1:${audioIn.port}`],
    ],
    { stdio: 'ignore' },
  );
  return {
    pc,
    ack,
    sent,
    async close() {
      encoder.kill();
      videoIn.socket.close();
      audioIn.socket.close();
      await pc.close();
    },
  };
}

/** Resolves once `check` holds, polling; rejects after `ms`. */
export async function until(check: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The video and audio streams ffprobe finds in a file. */
export function probe(file: string): { codec_type: string; codec_name: string; width?: number }[] {
  const out = spawnSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height'],
    ...['-of', 'json', file],
  ]);
  return (JSON.parse(out.stdout.toString()) as { streams: never[] }).streams;
}

/** A file's duration in seconds, as ffprobe reads it. */
export function duration(file: string): number {
  const out = spawnSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ]);
  return Number(out.stdout.toString().trim());
}

/** The average colour (r, g, b) of a 40-pixel square around (x, y) of the frame at `second`. */
export function colourAt(file: string, second: number, x: number, y: number): number[] {
  const out = spawnSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(second), '-i', file, '-frames:v', '1'],
    ...['-vf', `crop=40:40:${x - 20}:${y - 20},scale=1:1`, '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
    '-',
  ]).stdout;
  return [...out.subarray(0, 3)];
}

/**
 * Where the red and the blue stand-in's pictures show in a composed 1280×720 recording (the
 * left or right half of a grid of two), sampled every half second.
 */
export function halvesShowing(file: string): { red: Set<string>; blue: Set<string> } {
  const seen = { red: new Set<string>(), blue: new Set<string>() };
  for (let second = 0.5; second < duration(file); second += 0.5) {
    for (const [half, x] of [
      ['left', 320],
      ['right', 960],
    ] as const) {
      const [r = 0, , b = 0] = colourAt(file, second, x, 360);
      if (r > 150 && b < 100) seen.red.add(half);
      if (b > 150 && r < 100) seen.blue.add(half);
    }
  }
  return seen;
}
