// Live media forwarding: one publisher sending a 720p-sized VP8 stream (30 frames a second,
// six 1,100-byte packets a frame, about 1.6 Mbit/s) and Opus, and N viewers, all werift peers
// in a child process (as browsers would be: their decrypting is not the server's work). The
// server process runs the SFU room (apps/server/src/modules/live-media/sfu-room.ts); the
// baseline is a bare werift forward of the same stream in the same run: the same peer
// connections with the publisher's packets handed straight to each viewer's sender (werift's own
// `clone()`), with no room, roster or subscription bookkeeping. For each it prints:
// - fan-out p50/p99: time from a video packet's arrival in the server to its send to the last
//   viewer (SRTP and the UDP send included), the same stopwatch around both forwards;
// - publisher → viewer p50/p99: the send time carried in each packet's payload against its
//   arrival at a viewer (wall clock shared by both processes; the client process's own work
//   and the machine's load weigh on it);
// - the server's CPU over a steady window, as viewers per core.
// BENCH_ROUNDS (default 5) rounds per audience, each a bare and a room window back to back in
// alternating order, every window with a fresh client process; medians over the rounds.
// BENCH_VIEWERS=25,50 sets the audiences, BENCH_WINDOW_MS the window. Prints the load average,
// since the machine may be shared. Never fails on timing.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { MediaStreamTrack } from 'werift';
import { RTCPeerConnection, RtpHeader, RtpPacket, type RTCRtpSender } from 'werift';
import type { SessionDescription } from '@quad/shared/contracts/live-media';
import { described, publisherPeer, standInMedia } from '../src/modules/live-media/media-peers';
import { DEFAULT_MEDIA } from '../src/modules/live-media/media-config';
import { SfuRoom, peerConfig } from '../src/modules/live-media/sfu-room';

const VIEWER_STEPS = (process.env.BENCH_VIEWERS ?? '25,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const WARMUP_MS = 3000;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 8000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FPS = 30;
const PACKETS_PER_FRAME = 6;
const PAYLOAD_BYTES = 1100;

const now = () => performance.timeOrigin + performance.now();
const settings = DEFAULT_MEDIA;
const peerOptions = { ...peerConfig(settings), ...standInMedia };

type ToClients =
  | { type: 'publish' }
  | { type: 'answer'; id: string; answer: SessionDescription }
  | { type: 'subscribe'; id: string; offer: SessionDescription }
  | { type: 'collect' };
type FromClients =
  | { type: 'offer'; offer: SessionDescription }
  | { type: 'subscribed'; id: string; answer: SessionDescription }
  | { type: 'latencies'; samples: number[]; viewersReceiving: number };

// ---------------------------------------------------------------- the client process

function runClients(): void {
  const send = (message: FromClients) => process.send?.(message);
  let publisher: RTCPeerConnection | null = null;
  const viewers: RTCPeerConnection[] = [];
  let samples: number[] = [];
  const receiving = new Set<number>();

  async function publish() {
    const { pc, audio, video, offer } = await publisherPeer();
    publisher = pc;
    send({ type: 'offer', offer });
    let seq = 0;
    let audioSeq = 0;
    let frame = 0;
    setInterval(() => {
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
  /** Time (ms) from a video packet's arrival to its last viewer's send, one entry a packet. */
  fanout: number[];
}

function sfuForwarder(): Forwarder {
  const room = new SfuRoom(1, settings);
  const fanout: number[] = [];
  return {
    fanout,
    async publish(offer) {
      const { answer } = await room.publish({
        accountId: 1,
        name: 'Speaker',
        socketId: 'publisher',
        offer,
        state: { audio: true, video: true, screen: false },
      });
      // The same stopwatch as the bare forward's, around the room's whole fan-out.
      const camera = room.publisherOf('publisher')?.tracks.find((t) => t.source === 'camera');
      if (camera) {
        const forward = camera.forward.bind(camera);
        camera.forward = (rtp, layer) => {
          const start = performance.now();
          forward(rtp, layer);
          fanout.push(performance.now() - start);
        };
      }
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
  const fanout: number[] = [];
  return {
    fanout,
    async publish(offer) {
      const pc = new RTCPeerConnection(peerConfig(settings));
      pcs.push(pc);
      await pc.setRemoteDescription(offer);
      pc.getTransceivers().forEach((transceiver, index) => {
        const kind = index === 0 ? 'audio' : index === 1 ? 'video' : null;
        const attach = (track: MediaStreamTrack) => {
          if (!kind) return;
          track.onReceiveRtp.subscribe((rtp) => {
            const start = performance.now();
            for (const sender of sinks[kind]) sender.sendRtp(rtp.clone()).catch(() => undefined);
            if (kind === 'video') fanout.push(performance.now() - start);
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
  fanP50: number;
  fanP99: number;
}

/** One window of one setup, with a client process of its own (nothing left over from the last). */
async function measure(make: () => Forwarder, viewers: number): Promise<Result> {
  const clients = child();
  try {
    return await measureWith(clients, make(), viewers);
  } finally {
    clients.kill();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function measureWith(clients: Child, forwarder: Forwarder, viewers: number): Promise<Result> {
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
  // Every viewer connected and receiving (or 60 s), then a short warm-up, then the window.
  const connectDeadline = Date.now() + 60_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clients.send({ type: 'collect' } satisfies ToClients);
    const { viewersReceiving } = await next(clients, 'latencies');
    if (viewersReceiving >= viewers || Date.now() > connectDeadline) break;
  }
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  clients.send({ type: 'collect' } satisfies ToClients);
  await next(clients, 'latencies');
  forwarder.fanout.length = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = performance.now() - started;
  clients.send({ type: 'collect' } satisfies ToClients);
  const { samples, viewersReceiving } = await next(clients, 'latencies');
  forwarder.close();
  const sorted = samples.sort((a, b) => a - b);
  const fanout = forwarder.fanout.sort((a, b) => a - b);
  return {
    viewers,
    receiving: viewersReceiving,
    cores: (cpu.user + cpu.system) / 1000 / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    fanP50: percentile(fanout, 0.5),
    fanP99: percentile(fanout, 0.99),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median run of one setup: each figure the median of the rounds. */
function medianOf(results: Result[]): Result {
  return {
    viewers: results[0]!.viewers,
    receiving: Math.min(...results.map((r) => r.receiving)),
    cores: median(results.map((r) => r.cores)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    fanP50: median(results.map((r) => r.fanP50)),
    fanP99: median(results.map((r) => r.fanP99)),
  };
}

function line(name: string, r: Result): string {
  const perCore = r.cores > 0 ? r.viewers / r.cores : Infinity;
  return (
    `${name.padEnd(12)} viewers ${String(r.viewers).padStart(4)} (receiving ${r.receiving})` +
    `  cpu ${r.cores.toFixed(2)} cores  → ${perCore.toFixed(0)} viewers/core` +
    `\n${''.padEnd(12)} fan-out p50 ${r.fanP50.toFixed(3)} ms  p99 ${r.fanP99.toFixed(3)} ms` +
    `  publisher → viewer p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`
  );
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  console.log(
    `${ROUNDS} rounds per audience, bare and room back to back in alternating order; ` +
      `${WINDOW_MS / 1000} s windows; load average ${load()} on ${cpus().length} cores`,
  );
  for (const viewers of VIEWER_STEPS) {
    // Rounds alternate the order (bare then room, room then bare), so a machine that gets
    // busier or quieter weighs on both alike; each round's ratio compares two neighbouring
    // windows, and the medians keep one unlucky window from deciding the figure. A round where
    // some viewer never received (a connection that failed on a starved machine) is shown and
    // left out.
    const bare: Result[] = [];
    const room: Result[] = [];
    const ratios: number[] = [];
    const endRatios: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = round % 2 === 0 ? bareForwarder : sfuForwarder;
      const second = round % 2 === 0 ? sfuForwarder : bareForwarder;
      const a = await measure(first, viewers);
      const b = await measure(second, viewers);
      const [bareRun, roomRun] = round % 2 === 0 ? [a, b] : [b, a];
      const complete = bareRun.receiving === viewers && roomRun.receiving === viewers;
      console.log(
        `  round ${round + 1}: fan-out p99 bare ${bareRun.fanP99.toFixed(3)} ms, room ` +
          `${roomRun.fanP99.toFixed(3)} ms (×${(roomRun.fanP99 / bareRun.fanP99).toFixed(2)}); ` +
          `end to end p99 ×${(roomRun.p99 / bareRun.p99).toFixed(2)}; cpu bare ` +
          `${bareRun.cores.toFixed(2)}, room ${roomRun.cores.toFixed(2)}; load ${load()}` +
          (complete
            ? ''
            : `; left out (receiving: bare ${bareRun.receiving}, room ${roomRun.receiving})`),
      );
      if (!complete) continue;
      bare.push(bareRun);
      room.push(roomRun);
      ratios.push(roomRun.fanP99 / bareRun.fanP99);
      endRatios.push(roomRun.p99 / bareRun.p99);
    }
    if (bare.length === 0) {
      console.log(`viewers ${viewers}: no complete round`);
      continue;
    }
    const bareMedian = medianOf(bare);
    const roomMedian = medianOf(room);
    console.log(line('bare werift', bareMedian));
    console.log(line('quad sfu', roomMedian));
    console.log(
      `${''.padEnd(12)} room/bare, median of ${bare.length} rounds' ratios: fan-out p99 ` +
        `×${median(ratios).toFixed(2)}, publisher → viewer p99 ×${median(endRatios).toFixed(2)};` +
        ` cpu ×${(roomMedian.cores / bareMedian.cores).toFixed(2)}`,
    );
  }
  console.log(`load average at the end ${load()}`);
  process.exit(0);
}

if (process.argv[2] === 'clients') runClients();
else void main();
