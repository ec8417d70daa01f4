import { describe, expect, it } from 'vitest';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import { PublishedTrack, copyForSink, peerConfig, type Publisher } from './sfu-room';

const publisher = { id: 'p1' } as Publisher;

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
    camera.remote = new MediaStreamTrack({ kind: 'video', ssrc: 42 });
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
    microphone.remote = new MediaStreamTrack({ kind: 'audio', ssrc: 43 });
    microphone.requestKeyframe(true);
    expect(asked).toHaveLength(3);
  });
});

describe('the server side of each media connection', () => {
  it('asks no outside STUN server, and offers its own host candidates', async () => {
    const pc = new RTCPeerConnection(
      peerConfig({
        portRange: undefined,
        announcedAddress: undefined,
        maxPublishers: 6,
        turnUrls: [],
        turnSecret: undefined,
      }),
    );
    try {
      expect(pc.config.iceServers).toEqual([]);
      pc.addTransceiver('video', { direction: 'sendonly' });
      await pc.setLocalDescription(await pc.createOffer());
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        else pc.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve());
      });
      const candidates = pc.localDescription?.sdp.match(/^a=candidate:.*$/gm) ?? [];
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.every((line) => line.includes('typ host'))).toBe(true);
    } finally {
      await pc.close();
    }
  });
});
