// Live media forwarding: one publisher sending a 720p-sized VP8 stream (30 frames a second,
// six 1,100-byte packets a frame, about 1.6 Mbit/s) and Opus, and N viewers, all werift peers
// in a child process (as browsers would be: their decrypting is not the server's work). The
// server process runs the SFU room (apps/server/src/modules/live-media/sfu-room.ts); the
// baseline is a bare werift forward of the same stream in the same run: the same peer
// connections with the publisher's packets handed straight to each viewer's sender, with no
// room, roster or copy policy. For each it prints the server's CPU per viewer (viewers per core,
// extrapolated from a steady window), and RTP forwarding latency p50/p99 (publisher send →
// viewer receive, wall clock shared by both processes). Each setup runs twice, in mirrored
// order. BENCH_VIEWERS=25,50 sets the audiences. Never fails on timing.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  type RTCRtpSender,
} from 'werift';
import type { SessionDescription } from '@quad/shared/contracts/live-media';
import { described, standInMedia } from '../src/modules/live-media/media-peers';
import { SfuRoom, peerConfig } from '../src/modules/live-media/sfu-room';

const VIEWER_STEPS = (process.env.BENCH_VIEWERS ?? '25,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const WARMUP_MS = 3000;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 8000);
const FPS = 30;
const PACKETS_PER_FRAME = 6;
const PAYLOAD_BYTES = 1100;

const now = () => performance.timeOrigin + performance.now();
const settings = {
  portRange: undefined,
  announcedAddress: undefined,
  maxPublishers: 6,
  turnUrls: [],
  turnSecret: undefined,
};
const peerOptions = { ...peerConfig(settings), ...standInMedia };

type ToClients =
  | { type: 'publish' }
  | { type: 'answer'; id: string; answer: SessionDescription }
  | { type: 'subscribe'; id: string; offer: SessionDescription }
  | { type: 'collect' }
  | { type: 'reset' };
type FromClients =
  | { type: 'offer'; offer: SessionDescription }
  | { type: 'subscribed'; id: string; answer: SessionDescription }
  | { type: 'latencies'; samples: number[]; viewersReceiving: number };

// ---------------------------------------------------------------- the client process

function runClients(): void {
  const send = (message: FromClients) => process.send?.(message);
  let publisher: RTCPeerConnection | null = null;
  let timer: NodeJS.Timeout | null = null;
  let viewers: RTCPeerConnection[] = [];
  let samples: number[] = [];
  const receiving = new Set<number>();

  async function publish() {
    const pc = new RTCPeerConnection(peerOptions);
    publisher = pc;
    const audio = new MediaStreamTrack({ kind: 'audio' });
    const video = new MediaStreamTrack({ kind: 'video' });
    pc.addTransceiver(audio, { direction: 'sendonly' });
    pc.addTransceiver(video, { direction: 'sendonly' });
    pc.addTransceiver('video', { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    send({ type: 'offer', offer: await described(pc) });
    let seq = 0;
    let audioSeq = 0;
    let frame = 0;
    timer = setInterval(() => {
      frame += 1;
      for (let i = 0; i < PACKETS_PER_FRAME; i += 1) {
        const payload = Buffer.alloc(PAYLOAD_BYTES);
        // A VP8 descriptor (start of a partition on the first packet), then the send time.
        payload[0] = i === 0 ? 0x10 : 0x00;
        payload.writeDoubleBE(now(), PAYLOAD_BYTES - 8);
        const header = new RtpHeader({
          payloadType: 96,
          sequenceNumber: (seq += 1) & 0xffff,
          timestamp: (frame * 3000) >>> 0,
          marker: i === PACKETS_PER_FRAME - 1,
        });
        video.writeRtp(new RtpPacket(header, payload));
      }
      const opus = new RtpHeader({
        payloadType: 111,
        sequenceNumber: (audioSeq += 1) & 0xffff,
        timestamp: (frame * 1600) >>> 0,
      });
      audio.writeRtp(new RtpPacket(opus, Buffer.alloc(120)));
    }, 1000 / FPS);
  }

  async function subscribe(id: string, offer: SessionDescription) {
    const pc = new RTCPeerConnection(peerOptions);
    const index = viewers.length;
    viewers.push(pc);
    pc.onTrack.subscribe((track) => {
      if (track.kind !== 'video') return;
      track.onReceiveRtp.subscribe((rtp) => {
        const payload = rtp.payload;
        if (payload.length !== PAYLOAD_BYTES) return;
        samples.push(now() - payload.readDoubleBE(PAYLOAD_BYTES - 8));
        receiving.add(index);
      });
    });
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    send({ type: 'subscribed', id, answer: await described(pc) });
  }

  process.on('message', (message: ToClients) => {
    if (message.type === 'publish') void publish();
    if (message.type === 'answer') void publisher?.setRemoteDescription(message.answer);
    if (message.type === 'subscribe') void subscribe(message.id, message.offer);
    if (message.type === 'collect') {
      send({ type: 'latencies', samples, viewersReceiving: receiving.size });
      samples = [];
      receiving.clear();
    }
    if (message.type === 'reset') {
      if (timer) clearInterval(timer);
      void Promise.all([publisher, ...viewers].map((pc) => pc?.close()));
      publisher = null;
      viewers = [];
      samples = [];
      receiving.clear();
    }
  });
}

// ---------------------------------------------------------------- the server process

const child = () =>
  fork(fileURLToPath(import.meta.url), ['clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
type Child = ReturnType<typeof child>;

function next<T extends FromClients['type']>(
  clients: Child,
  type: T,
): Promise<Extract<FromClients, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (message: FromClients) => {
      if (message.type !== type) return;
      clients.off('message', listener);
      resolve(message as Extract<FromClients, { type: T }>);
    };
    clients.on('message', listener);
  });
}

/** What one forwarding setup offers the run: publish, then add viewers. */
interface Forwarder {
  publish(offer: SessionDescription): Promise<SessionDescription>;
  subscribe(
    id: string,
  ): Promise<{ offer: SessionDescription; complete(answer: SessionDescription): Promise<void> }>;
  close(): void;
}

function sfuForwarder(): Forwarder {
  const room = new SfuRoom(1, settings);
  return {
    async publish(offer) {
      const { answer } = await room.publish({
        accountId: 1,
        name: 'Speaker',
        socketId: 'publisher',
        offer,
        state: { audio: true, video: true, screen: false },
      });
      return answer;
    },
    async subscribe(id) {
      const { subscriptionId, offer } = await room.subscribe(id, 'stage');
      if (!offer) throw new Error('nothing published');
      return { offer, complete: (answer) => room.answer(id, subscriptionId, answer) };
    },
    close: () => room.close(),
  };
}

/** The bare forward: werift's own objects, each packet handed to every viewer's sender. */
function bareForwarder(): Forwarder {
  const pcs: RTCPeerConnection[] = [];
  const sinks: { audio: RTCRtpSender[]; video: RTCRtpSender[] } = { audio: [], video: [] };
  return {
    async publish(offer) {
      const pc = new RTCPeerConnection(peerConfig(settings));
      pcs.push(pc);
      await pc.setRemoteDescription(offer);
      pc.getTransceivers().forEach((transceiver, index) => {
        const kind = index === 0 ? 'audio' : index === 1 ? 'video' : null;
        const attach = (track: MediaStreamTrack) => {
          if (!kind) return;
          track.onReceiveRtp.subscribe((rtp) => {
            for (const sender of sinks[kind]) sender.sendRtp(rtp.clone()).catch(() => undefined);
          });
        };
        const known = transceiver.receiver.tracks[0];
        if (known) attach(known);
        else transceiver.onTrack.subscribe(attach);
      });
      await pc.setLocalDescription(await pc.createAnswer());
      return described(pc);
    },
    async subscribe() {
      const pc = new RTCPeerConnection(peerConfig(settings));
      pcs.push(pc);
      const audio = pc.addTransceiver('audio', { direction: 'sendonly' });
      const video = pc.addTransceiver('video', { direction: 'sendonly' });
      await pc.setLocalDescription(await pc.createOffer());
      const offer = await described(pc);
      return {
        offer,
        async complete(answer) {
          await pc.setRemoteDescription(answer);
          sinks.audio.push(audio.sender);
          sinks.video.push(video.sender);
        },
      };
    },
    close() {
      for (const pc of pcs) void pc.close();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Result {
  viewers: number;
  receiving: number;
  cores: number;
  p50: number;
  p99: number;
}

async function measure(clients: Child, make: () => Forwarder, viewers: number): Promise<Result> {
  const forwarder = make();
  const offered = next(clients, 'offer');
  clients.send({ type: 'publish' } satisfies ToClients);
  const answer = await forwarder.publish((await offered).offer);
  clients.send({ type: 'answer', id: 'publisher', answer } satisfies ToClients);
  for (let i = 0; i < viewers; i += 1) {
    const id = `viewer-${i}`;
    const { offer, complete } = await forwarder.subscribe(id);
    const subscribed = next(clients, 'subscribed');
    clients.send({ type: 'subscribe', id, offer } satisfies ToClients);
    await complete((await subscribed).answer);
  }
  // Every viewer connected and receiving (or 20 s), then a short warm-up, then the window.
  const connectDeadline = Date.now() + 20_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clients.send({ type: 'collect' } satisfies ToClients);
    const { viewersReceiving } = await next(clients, 'latencies');
    if (viewersReceiving >= viewers || Date.now() > connectDeadline) break;
  }
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  clients.send({ type: 'collect' } satisfies ToClients);
  await next(clients, 'latencies');
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = performance.now() - started;
  clients.send({ type: 'collect' } satisfies ToClients);
  const { samples, viewersReceiving } = await next(clients, 'latencies');
  clients.send({ type: 'reset' } satisfies ToClients);
  forwarder.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sorted = samples.sort((a, b) => a - b);
  return {
    viewers,
    receiving: viewersReceiving,
    cores: (cpu.user + cpu.system) / 1000 / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/** The better of two runs of one setup: least CPU, lowest latencies (noise only adds). */
function best(a: Result, b: Result): Result {
  return {
    viewers: a.viewers,
    receiving: Math.min(a.receiving, b.receiving),
    cores: Math.min(a.cores, b.cores),
    p50: Math.min(a.p50, b.p50),
    p99: Math.min(a.p99, b.p99),
  };
}

function line(name: string, r: Result): string {
  const perCore = r.cores > 0 ? r.viewers / r.cores : Infinity;
  return (
    `${name.padEnd(12)} viewers ${String(r.viewers).padStart(4)} (receiving ${r.receiving})` +
    `  cpu ${r.cores.toFixed(2)} cores  → ${perCore.toFixed(0)} viewers/core` +
    `  latency p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`
  );
}

async function main(): Promise<void> {
  const clients = child();
  try {
    for (const viewers of VIEWER_STEPS) {
      // Bare, Quad, Quad, bare: each measured twice in mirrored order, so a machine that gets
      // busier or quieter during the run weighs on both alike; the better of each pair is kept.
      const bare1 = await measure(clients, bareForwarder, viewers);
      const sfu1 = await measure(clients, sfuForwarder, viewers);
      const sfu2 = await measure(clients, sfuForwarder, viewers);
      const bare2 = await measure(clients, bareForwarder, viewers);
      const bare = best(bare1, bare2);
      const sfu = best(sfu1, sfu2);
      console.log(line('bare werift', bare));
      console.log(line('quad sfu', sfu));
      console.log(
        `${''.padEnd(12)} ratio sfu/bare: cpu ×${(sfu.cores / bare.cores).toFixed(2)}` +
          `  p50 ×${(sfu.p50 / bare.p50).toFixed(2)}  p99 ×${(sfu.p99 / bare.p99).toFixed(2)}`,
      );
    }
  } finally {
    clients.kill();
  }
  process.exit(0);
}

if (process.argv[2] === 'clients') runClients();
else void main();
