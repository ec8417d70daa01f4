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
// - the server's CPU over a steady window, as viewers per core, and as it would be at the full
//   packet rate (a starved client process sends fewer packets, and the server then works less).
// Two kinds of window:
// - CPU (BENCH_ROUNDS rounds, default 3): a bare and a room window back to back in alternating
//   order, every window with a fresh client process; medians over the rounds. A process's CPU
//   can only be read whole, so each setup has the server to itself here.
// - Latency (BENCH_PAIRED_ROUNDS rounds, default 3, BENCH_PAIRED_WINDOW_MS long): both setups at
//   once, in one server and one client process, each with half the audience, fed the same
//   packets of the same publisher. Each video packet goes through both forwards, the order
//   alternating packet by packet, each timed on its own; the viewers of both are interleaved in
//   the client. The garbage collector, the machine's other work and the client's own backlog
//   then weigh on both alike, which back-to-back windows cannot promise (their ratios moved
//   from ×0.2 to ×2.9 between neighbouring windows on a shared machine). The p99s are over all
//   of a setup's packets of all rounds.
// BENCH_VIEWERS=25,50 sets the audiences, BENCH_WINDOW_MS the CPU window; BENCH_PROFILE=room
// (or bare) runs that setup alone for one window, to profile it with `node --cpu-prof`. Prints
// the load average, since the machine may be shared. Never fails on timing.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import type { SessionDescription } from '@quad/shared/contracts/live-media';
import { described, publisherPeer, standInMedia } from '../src/modules/live-media/media-peers';
import { DEFAULT_MEDIA } from '../src/modules/live-media/media-config';
import { peerConfig } from '../src/modules/live-media/sfu-room';
import {
  BareSinks,
  bareForwarder,
  sfuForwarder,
  type Forwarder,
  type Rider,
} from './live-media-forwarders';

const VIEWER_STEPS = (process.env.BENCH_VIEWERS ?? '25,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const WARMUP_MS = 3000;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 8000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAIRED_ROUNDS = Number(process.env.BENCH_PAIRED_ROUNDS ?? 3);
const PAIRED_WINDOW_MS = Number(process.env.BENCH_PAIRED_WINDOW_MS ?? 20_000);
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
  | { type: 'latencies'; samples: Record<Group, number[]>; receiving: Record<Group, number> };

/** Which forward a viewer hangs on: its id starts with the group's name. */
type Group = 'bare' | 'room';
const groupOf = (id: string): Group => (id.startsWith('bare') ? 'bare' : 'room');
const byGroup = <T>(make: () => T): Record<Group, T> => ({ bare: make(), room: make() });

// ---------------------------------------------------------------- the client process

function runClients(): void {
  const send = (message: FromClients) => process.send?.(message);
  let publisher: RTCPeerConnection | null = null;
  const viewers: RTCPeerConnection[] = [];
  let samples = byGroup((): number[] => []);
  const receiving = byGroup(() => new Set<number>());

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
    const group = groupOf(id);
    viewers.push(pc);
    pc.onTrack.subscribe((track) => {
      if (track.kind !== 'video') return;
      track.onReceiveRtp.subscribe((rtp) => {
        const payload = rtp.payload;
        if (payload.length !== PAYLOAD_BYTES) return;
        samples[group].push(now() - payload.readDoubleBE(PAYLOAD_BYTES - 8));
        receiving[group].add(index);
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
      send({
        type: 'latencies',
        samples,
        receiving: { bare: receiving.bare.size, room: receiving.room.size },
      });
      samples = byGroup((): number[] => []);
      receiving.bare.clear();
      receiving.room.clear();
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

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Result {
  viewers: number;
  receiving: number;
  cores: number;
  /** Video packets the publisher's stream brought a second (a starved client process sends fewer). */
  rate: number;
  p50: number;
  p99: number;
  fanP50: number;
  fanP99: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One window with a client process of its own (nothing left over from the last). */
async function withClients<T>(run: (clients: Child) => Promise<T>): Promise<T> {
  const clients = child();
  try {
    return await run(clients);
  } finally {
    clients.kill();
    await pause(1000);
  }
}

/** Connects the publisher to the first forwarder and each viewer to its own. */
async function connect(
  clients: Child,
  publishTo: Forwarder,
  viewers: { id: string; forwarder: Forwarder }[],
): Promise<void> {
  const offered = next(clients, 'offer');
  clients.send({ type: 'publish' } satisfies ToClients);
  const answer = await publishTo.publish((await offered).offer);
  clients.send({ type: 'answer', id: 'publisher', answer } satisfies ToClients);
  for (const { id, forwarder } of viewers) {
    const { offer, complete } = await forwarder.subscribe(id);
    const subscribed = next(clients, 'subscribed');
    clients.send({ type: 'subscribe', id, offer } satisfies ToClients);
    await complete((await subscribed).answer);
  }
}

/** What the viewers received since the last collection. */
async function collect(clients: Child): Promise<Extract<FromClients, { type: 'latencies' }>> {
  const collected = next(clients, 'latencies');
  clients.send({ type: 'collect' } satisfies ToClients);
  return collected;
}

/** Every viewer receiving (or 60 s), then a short warm-up whose samples are dropped. */
async function settle(clients: Child, expected: Record<Group, number>): Promise<void> {
  const connectDeadline = Date.now() + 60_000;
  for (;;) {
    await pause(1000);
    const { receiving } = await collect(clients);
    const all = receiving.bare >= expected.bare && receiving.room >= expected.room;
    if (all || Date.now() > connectDeadline) break;
  }
  await pause(WARMUP_MS);
  await collect(clients);
}

/** A CPU window: one setup alone in the server. */
function measure(make: () => Forwarder, viewers: number): Promise<Result> {
  return withClients(async (clients) => {
    const forwarder = make();
    const ids = Array.from({ length: viewers }, (_, i) => ({ id: `room-${i}`, forwarder }));
    await connect(clients, forwarder, ids);
    await settle(clients, { bare: 0, room: viewers });
    forwarder.fanout.length = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await pause(WINDOW_MS);
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = performance.now() - started;
    const { samples, receiving } = await collect(clients);
    forwarder.close();
    const sorted = samples.room.sort((a, b) => a - b);
    const fanout = forwarder.fanout.sort((a, b) => a - b);
    return {
      viewers,
      receiving: receiving.room,
      cores: (cpu.user + cpu.system) / 1000 / elapsed,
      rate: fanout.length / (elapsed / 1000),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      fanP50: percentile(fanout, 0.5),
      fanP99: percentile(fanout, 0.99),
    };
  });
}

/** What a latency window gathered for one setup: every packet's fan-out and every arrival. */
interface Gathered {
  fanout: number[];
  latency: number[];
  receiving: number;
}

/**
 * A latency window: the room and the bare forward side by side, fed the same packets, each with
 * half the audience (so the client process carries the audience it carries in a CPU window).
 */
function measurePaired(viewers: number): Promise<Record<Group, Gathered>> {
  return withClients(async (clients) => {
    const rider: Rider = { sinks: new BareSinks(), fanout: [] };
    const room = sfuForwarder(rider);
    const bare: Forwarder = {
      fanout: rider.fanout,
      publish: () => Promise.reject(new Error('the bare forward rides on the room')),
      subscribe: () => rider.sinks.subscribe(),
      close: () => undefined,
    };
    // Interleaved, so neither setup's viewers are all early or all late in the client.
    const ids = Array.from({ length: viewers }, (_, i) => [
      { id: `room-${i}`, forwarder: room },
      { id: `bare-${i}`, forwarder: bare },
    ]).flat();
    await connect(clients, room, ids);
    await settle(clients, { bare: viewers, room: viewers });
    room.fanout.length = 0;
    rider.fanout.length = 0;
    await pause(PAIRED_WINDOW_MS);
    const { samples, receiving } = await collect(clients);
    room.close();
    return {
      room: { fanout: [...room.fanout], latency: samples.room, receiving: receiving.room },
      bare: { fanout: [...rider.fanout], latency: samples.bare, receiving: receiving.bare },
    };
  });
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
    rate: median(results.map((r) => r.rate)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    fanP50: median(results.map((r) => r.fanP50)),
    fanP99: median(results.map((r) => r.fanP99)),
  };
}

/** Video packets a second the publisher sends when its process keeps up. */
const FULL_RATE = FPS * PACKETS_PER_FRAME;

/** CPU (cores) a viewer would take at the full rate: a starved client sends fewer packets. */
const coresAtFullRate = (r: Result) => (r.cores * FULL_RATE) / Math.max(r.rate, 1);

function line(name: string, r: Result): string {
  const perCore = r.cores > 0 ? r.viewers / r.cores : Infinity;
  return (
    `${name.padEnd(12)} viewers ${String(r.viewers).padStart(4)} (receiving ${r.receiving})` +
    `  cpu ${r.cores.toFixed(2)} cores  → ${perCore.toFixed(0)} viewers/core` +
    ` (video ${r.rate.toFixed(0)} of ${FULL_RATE} packets a second; ` +
    `${(r.viewers / coresAtFullRate(r)).toFixed(0)} at the full rate)` +
    `\n${''.padEnd(12)} fan-out p50 ${r.fanP50.toFixed(3)} ms  p99 ${r.fanP99.toFixed(3)} ms` +
    `  publisher → viewer p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`
  );
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** p50 and p99 of a list, in ms. */
function spread(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    `p50 ${percentile(sorted, 0.5).toFixed(digits)} ms  ` +
    `p99 ${percentile(sorted, 0.99).toFixed(digits)} ms`
  );
}

const p99 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.99,
  );
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function cpuWindows(viewers: number): Promise<void> {
  // Rounds alternate the order (bare then room, room then bare), so a machine that gets busier
  // or quieter weighs on both alike. A round where some viewer never received (a connection
  // that failed on a starved machine) is shown and left out.
  const bare: Result[] = [];
  const room: Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const first = round % 2 === 0 ? bareForwarder : sfuForwarder;
    const second = round % 2 === 0 ? () => sfuForwarder() : bareForwarder;
    const a = await measure(() => first(), viewers);
    const b = await measure(second, viewers);
    const [bareRun, roomRun] = round % 2 === 0 ? [a, b] : [b, a];
    const complete = bareRun.receiving === viewers && roomRun.receiving === viewers;
    console.log(
      `  cpu round ${round + 1}: bare ${bareRun.cores.toFixed(2)} cores at ` +
        `${bareRun.rate.toFixed(0)} packets/s, room ${roomRun.cores.toFixed(2)} at ` +
        `${roomRun.rate.toFixed(0)}; load ${load()}` +
        (complete
          ? ''
          : `; left out (receiving: bare ${bareRun.receiving}, room ${roomRun.receiving})`),
    );
    if (!complete) continue;
    bare.push(bareRun);
    room.push(roomRun);
  }
  if (bare.length === 0) {
    console.log(`viewers ${viewers}: no complete CPU round`);
    return;
  }
  const bareMedian = medianOf(bare);
  const roomMedian = medianOf(room);
  console.log(line('bare werift', bareMedian));
  console.log(line('quad sfu', roomMedian));
  console.log(
    `${''.padEnd(12)} alone in the server, median of ${bare.length} rounds: cpu ` +
      `×${(roomMedian.cores / bareMedian.cores).toFixed(2)}, at the full rate ` +
      `×${(coresAtFullRate(roomMedian) / coresAtFullRate(bareMedian)).toFixed(2)}`,
  );
}

async function pairedWindows(audience: number): Promise<void> {
  const viewers = Math.max(1, Math.floor(audience / 2));
  const pooled = byGroup((): Gathered => ({ fanout: [], latency: [], receiving: viewers }));
  const ratios: number[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    const window = await measurePaired(viewers);
    const complete = window.bare.receiving === viewers && window.room.receiving === viewers;
    console.log(
      `  side-by-side round ${round + 1}: fan-out p99 bare ${p99(window.bare.fanout).toFixed(3)}` +
        ` ms, room ${p99(window.room.fanout).toFixed(3)} ms; publisher → viewer p99 bare ` +
        `${p99(window.bare.latency).toFixed(2)} ms, room ${p99(window.room.latency).toFixed(2)} ms` +
        `; load ${load()}` +
        (complete
          ? ''
          : `; left out (receiving: bare ${window.bare.receiving}, room ${window.room.receiving})`),
    );
    if (!complete) continue;
    ratios.push(p99(window.room.latency) / p99(window.bare.latency));
    for (const group of ['bare', 'room'] as const) {
      pooled[group].fanout.push(...window[group].fanout);
      pooled[group].latency.push(...window[group].latency);
    }
  }
  if (ratios.length === 0) {
    console.log(`viewers ${viewers}: no complete side-by-side round`);
    return;
  }
  for (const [group, name] of [
    ['bare', 'bare werift'],
    ['room', 'quad sfu'],
  ] as const) {
    const { fanout, latency } = pooled[group];
    console.log(
      `${name.padEnd(12)} side by side, ${viewers} viewers each, ${fanout.length} packets: ` +
        `fan-out ${spread(fanout, 3)}, forwarding ${(sum(fanout) / fanout.length).toFixed(3)} ` +
        `ms a packet\n${''.padEnd(12)} publisher → viewer ${spread(latency, 2)}`,
    );
  }
  const { bare, room } = pooled;
  console.log(
    `${''.padEnd(12)} room/bare over ${ratios.length} rounds' packets: fan-out p99 ` +
      `×${(p99(room.fanout) / p99(bare.fanout)).toFixed(2)}, publisher → viewer p99 ` +
      `×${(p99(room.latency) / p99(bare.latency)).toFixed(2)} (rounds ` +
      `${ratios.map((r) => `×${r.toFixed(2)}`).join(', ')}), forwarding time ` +
      `×${(sum(room.fanout) / sum(bare.fanout)).toFixed(2)}`,
  );
}

/** BENCH_PROFILE=room|bare: one setup alone for one window (to run under `node --cpu-prof`). */
async function profileOne(setup: string): Promise<void> {
  const make = setup === 'bare' ? bareForwarder : () => sfuForwarder();
  for (const viewers of VIEWER_STEPS) console.log(line(setup, await measure(make, viewers)));
  process.exit(0);
}

async function main(): Promise<void> {
  if (process.env.BENCH_PROFILE) return profileOne(process.env.BENCH_PROFILE);
  console.log(
    `load average ${load()} on ${cpus().length} cores; per audience ${ROUNDS} CPU rounds ` +
      `(${WINDOW_MS / 1000} s windows, bare and room alone in turn) and ${PAIRED_ROUNDS} ` +
      `latency rounds (${PAIRED_WINDOW_MS / 1000} s windows, both side by side)`,
  );
  for (const viewers of VIEWER_STEPS) {
    if (ROUNDS > 0) await cpuWindows(viewers);
    if (PAIRED_ROUNDS > 0) await pairedWindows(viewers);
  }
  console.log(`load average at the end ${load()}`);
  process.exit(0);
}

if (process.argv[2] === 'clients') runClients();
else void main();
