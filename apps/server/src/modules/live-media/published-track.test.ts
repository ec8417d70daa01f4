import { describe, expect, it } from 'vitest';
import {
  MediaStreamTrack,
  RtcpSenderInfo,
  RtcpSrPacket,
  RtpHeader,
  RtpPacket,
  useVP8,
} from 'werift';
import {
  PublishedTrack,
  TrackSink,
  copyForSink,
  rankOfLayer,
  type PacketSink,
  type TrackLayer,
} from './published-track';

const publisher = { id: 'p1', state: { audio: true, video: true, screen: false } };

/** A VP8 packet: a key frame's first packet, or the middle of a frame. */
function vp8(ssrc: number, sequenceNumber: number, timestamp: number, keyframe = false) {
  const payload = keyframe
    ? // S=1, PID 0; P=0 (key frame), the start code and a 640×480 size.
      Buffer.from([0x10, 0x50, 0x00, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01, 0xaa])
    : Buffer.from([0x00, 0xaa, 0xbb, 0xcc]);
  return new RtpPacket(
    new RtpHeader({ payloadType: 96, sequenceNumber, timestamp, ssrc, marker: false }),
    payload,
  );
}

/** A sink that keeps what it was sent, renumbered as a viewer's sender would. */
function recordingSink() {
  const sink = new TrackSink(new MediaStreamTrack({ kind: 'video', codec: useVP8() }));
  const received: { ssrc: number; sequenceNumber: number; timestamp: number }[] = [];
  sink.track.onReceiveRtp.subscribe(({ header }) => {
    const { ssrc, sequenceNumber, timestamp } = header;
    received.push({ ssrc, sequenceNumber, timestamp });
  });
  return { sink: sink as PacketSink, received };
}

/** A camera in three layers (RIDs q, h, f; SSRCs 100, 200, 300) and a way to send on each. */
function layeredCamera() {
  const asked: number[] = [];
  const camera = new PublishedTrack(publisher, 'camera', 'video', (ssrc) => asked.push(ssrc));
  const layers = ['q', 'h', 'f'].map((rid) =>
    camera.addLayer(new MediaStreamTrack({ kind: 'video', rid, remote: true })),
  ) as TrackLayer[];
  const seq = [1000, 2000, 3000];
  const send = (rank: number, timestamp: number, keyframe = false) => {
    const layer = layers[rank] as TrackLayer;
    const sequenceNumber = (seq[rank] ?? 0) + 1;
    seq[rank] = sequenceNumber;
    camera.forward(vp8((rank + 1) * 100, sequenceNumber, timestamp, keyframe), layer);
  };
  return { camera, layers, send, asked };
}

describe('the forwarding hot path', () => {
  it("gives each viewer a header of its own, shares the payload and drops the publisher's extensions", () => {
    const original = new RtpPacket(
      new RtpHeader({
        payloadType: 96,
        sequenceNumber: 7,
        timestamp: 9000,
        ssrc: 1234,
        marker: true,
        extension: true,
        extensions: [{ id: 3, payload: Buffer.from([1, 2, 3]) }],
      }),
      Buffer.from('frame'),
    );
    const copy = copyForSink(original);
    copy.header.ssrc = 99;
    copy.header.sequenceNumber = 500;
    expect(original.header.ssrc).toBe(1234);
    expect(original.header.sequenceNumber).toBe(7);
    expect(copy.header).toMatchObject({ payloadType: 96, timestamp: 9000, marker: true });
    expect(copy.header.extensions).toEqual([]);
    expect(copy.payload).toBe(original.payload);
  });

  it('asks for key frames at most every half second, every tenth when forced, and never for audio', () => {
    const asked: number[] = [];
    const camera = new PublishedTrack(publisher, 'camera', 'video', (ssrc) => asked.push(ssrc));
    camera.addLayer(new MediaStreamTrack({ kind: 'video', ssrc: 42, remote: true }));
    camera.requestKeyframe(false, 10_000);
    camera.requestKeyframe(false, 10_200);
    expect(asked).toEqual([42]);
    camera.requestKeyframe(true, 10_200);
    camera.requestKeyframe(true, 10_250);
    expect(asked).toEqual([42, 42]);
    camera.requestKeyframe(false, 10_800);
    expect(asked).toEqual([42, 42, 42]);
    const microphone = new PublishedTrack(publisher, 'microphone', 'audio', (ssrc) =>
      asked.push(ssrc),
    );
    microphone.addLayer(new MediaStreamTrack({ kind: 'audio', ssrc: 43, remote: true }));
    microphone.requestKeyframe(true);
    expect(asked).toHaveLength(3);
  });

  it('sends a track without layers to every sink, including one added before the track was known', () => {
    const microphone = new PublishedTrack(publisher, 'microphone', 'audio', () => undefined);
    const early = recordingSink();
    microphone.addSink(early.sink);
    const layer = microphone.addLayer(new MediaStreamTrack({ kind: 'audio', remote: true }));
    const late = recordingSink();
    microphone.addSink(late.sink);
    microphone.forward(vp8(7, 1, 960), layer as TrackLayer);
    expect(early.received).toHaveLength(1);
    expect(late.received).toHaveLength(1);
  });

  it("hands every sink the publisher's own packet, which a renumbering sink leaves as it was", () => {
    const camera = new PublishedTrack(publisher, 'camera', 'video', () => undefined);
    const layer = camera.addLayer(new MediaStreamTrack({ kind: 'video', remote: true }));
    const seen: RtpPacket[] = [];
    const watcher: PacketSink = { send: (rtp) => seen.push(rtp), replaceRTP: () => undefined };
    const renumbering = new TrackSink(new MediaStreamTrack({ kind: 'video', codec: useVP8() }));
    camera.addSink(renumbering);
    camera.addSink(watcher);
    renumbering.replaceRTP({ sequenceNumber: 0, timestamp: 0 });
    const packet = vp8(5, 10, 3000);
    camera.forward(packet, layer as TrackLayer);
    camera.forward(vp8(5, 11, 6000), layer as TrackLayer);
    expect(seen[0]).toBe(packet);
    expect(packet.header).toMatchObject({ ssrc: 5, sequenceNumber: 10, timestamp: 3000 });
  });
});

describe('a camera in simulcast layers', () => {
  it('sends each viewer one layer: the middle one by default, the one it wants once it flows', () => {
    const { camera, send } = layeredCamera();
    send(0, 0, true);
    send(1, 0, true);
    send(2, 0, true);
    const viewer = recordingSink();
    camera.addSink(viewer.sink);
    send(0, 3000);
    send(1, 3000);
    send(2, 3000);
    expect(viewer.received.map((p) => p.ssrc)).toEqual([200]);

    camera.want(viewer.sink, rankOfLayer('low'));
    // Until the low layer's next key frame, the viewer stays where it was.
    send(0, 6000);
    send(1, 6000);
    expect(viewer.received.map((p) => p.ssrc)).toEqual([200, 200]);
    send(0, 9000, true);
    send(1, 9000);
    send(0, 12_000);
    expect(viewer.received.map((p) => p.ssrc)).toEqual([200, 200, 100, 100]);
  });

  it('renumbers a change of layer so that it reads as one stream', () => {
    const { camera, send } = layeredCamera();
    send(1, 90_000, true);
    send(2, 500_000, true);
    const viewer = recordingSink();
    camera.addSink(viewer.sink);
    send(1, 93_000);
    camera.want(viewer.sink, rankOfLayer('high'));
    send(2, 503_000, true);
    send(2, 506_000);
    const [last, first, next] = viewer.received;
    expect(first?.sequenceNumber).toBe(((last?.sequenceNumber ?? 0) + 1) & 0xffff);
    expect(first?.timestamp).toBe((last?.timestamp ?? 0) + 3000);
    expect(next?.sequenceNumber).toBe(((first?.sequenceNumber ?? 0) + 1) & 0xffff);
    expect(next?.timestamp).toBe((first?.timestamp ?? 0) + 3000);
  });

  it('moves viewers down when a layer stops flowing and back up when it returns, asking for key frames', () => {
    const { camera, send, asked } = layeredCamera();
    const t0 = Date.now();
    for (const rank of [0, 1, 2]) send(rank, 0, true);
    const viewer = recordingSink();
    camera.addSink(viewer.sink, rankOfLayer('high'));
    send(2, 3000);
    expect(viewer.received.at(-1)?.ssrc).toBe(300);
    camera.rebalance(t0 + 1000);

    // The browser stops its top layer (short of bandwidth): only q and h arrive.
    send(0, 6000);
    send(1, 6000);
    camera.rebalance(t0 + 2000);
    expect(asked).toContain(200);
    send(1, 9000, true);
    send(1, 12_000);
    expect(viewer.received.slice(-2).map((p) => p.ssrc)).toEqual([200, 200]);

    // The top layer returns: the viewer goes back up on its key frame.
    send(2, 15_000);
    send(1, 15_000);
    camera.rebalance(t0 + 3000);
    expect(asked.filter((ssrc) => ssrc === 300).length).toBeGreaterThan(1);
    send(2, 18_000, true);
    expect(viewer.received.at(-1)?.ssrc).toBe(300);
  });

  it('records the best layer that flows, renumbered into one track', () => {
    const { camera, send } = layeredCamera();
    for (const rank of [0, 1, 2]) send(rank, 0, true);
    const recorded = camera.recordingTrack();
    const heard: number[] = [];
    recorded?.onReceiveRtp.subscribe((rtp) => heard.push(rtp.header.sequenceNumber));
    send(2, 3000);
    send(1, 3000);
    send(2, 6000);
    expect(heard).toHaveLength(2);
    expect(heard[1]).toBe(((heard[0] ?? 0) + 1) & 0xffff);
    expect(camera.sinkCount).toBe(1);
  });

  it("hands the recorder the sender reports of the layer it records, renumbered as that layer's packets", () => {
    const { camera, layers, send } = layeredCamera();
    for (const rank of [0, 1, 2]) send(rank, 10_000, true);
    const recorded = camera.recordingTrack();
    const stamps: number[] = [];
    const reports: { ssrc: number; ntp: bigint; rtp: number }[] = [];
    recorded?.onReceiveRtp.subscribe((rtp) => stamps.push(rtp.header.timestamp));
    recorded?.onReceiveRtcp.subscribe((rtcp) => {
      if (rtcp instanceof RtcpSrPacket) {
        const { ntpTimestamp: ntp, rtpTimestamp: rtp } = rtcp.senderInfo;
        reports.push({ ssrc: rtcp.ssrc, ntp, rtp });
      }
    });
    const report = (rank: number, rtpTimestamp: number, ntpTimestamp: bigint) =>
      layers[rank]?.remote.onReceiveRtcp.execute(
        new RtcpSrPacket({
          ssrc: (rank + 1) * 100,
          senderInfo: new RtcpSenderInfo({ ntpTimestamp, rtpTimestamp, packetCount: 1 }),
        }),
      );
    // The top layer: its own numbering, and only its reports.
    send(2, 13_000);
    report(2, 13_000, 5n << 32n);
    report(1, 13_000, 6n << 32n);
    expect(reports).toEqual([{ ssrc: 300, ntp: 5n << 32n, rtp: 13_000 }]);
    // The top layer stops; the recorder moves to the middle one on its key frame, renumbered to
    // continue, and its reports are renumbered the same way.
    camera.rebalance(Date.now() + 1000);
    send(1, 40_000);
    camera.rebalance(Date.now() + 2000);
    send(1, 43_000, true);
    send(1, 46_000);
    expect(stamps.slice(-2)).toEqual([16_000, 19_000]);
    report(1, 46_000, 7n << 32n);
    report(2, 46_000, 8n << 32n);
    expect(reports.at(-1)).toEqual({ ssrc: 200, ntp: 7n << 32n, rtp: 19_000 });
    expect(reports).toHaveLength(2);
  });

  it("tells when a packet's media was captured, by the sender reports of that packet's layer", () => {
    const { camera, layers, send } = layeredCamera();
    for (const rank of [0, 1, 2]) send(rank, 10_000, true);
    // Before any sender report of its layer, it cannot tell.
    expect(camera.capturedAt(300, 10_000)).toBeUndefined();
    const ntpOf = (unixMs: number) =>
      (BigInt(Math.floor(unixMs / 1000) + 2_208_988_800) << 32n) |
      BigInt(Math.round(((unixMs % 1000) / 1000) * 2 ** 32));
    const report = (rank: number, rtpTimestamp: number, unixMs: number) =>
      layers[rank]?.remote.onReceiveRtcp.execute(
        new RtcpSrPacket({
          ssrc: (rank + 1) * 100,
          senderInfo: new RtcpSenderInfo({ ntpTimestamp: ntpOf(unixMs), rtpTimestamp }),
        }),
      );
    const at = 1_780_000_000_250;
    report(2, 13_000, at);
    report(1, 500, at + 40);
    // 90 kHz: 9,000 ticks are 100 ms, either way of the report, across the 32-bit wrap too.
    expect(camera.capturedAt(300, 22_000)).toBeCloseTo(at + 100, 3);
    expect(camera.capturedAt(300, 4_000)).toBeCloseTo(at - 100, 3);
    expect(camera.capturedAt(200, (500 - 9_000) >>> 0)).toBeCloseTo(at + 40 - 100, 3);
    // A layer's own report only: the bottom one has none.
    expect(camera.capturedAt(100, 13_000)).toBeUndefined();
  });
});
