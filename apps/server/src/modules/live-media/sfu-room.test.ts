import { describe, expect, it } from 'vitest';
import {
  RTCPeerConnection,
  ReceiverEstimatedMaxBitrate,
  RtcpPacketConverter,
  RtcpPayloadSpecificFeedback,
} from 'werift';
import { DEFAULT_MEDIA } from './media-config';
import { peerConfig, rembPacket } from './sfu-room';

describe('the server side of each media connection', () => {
  it("takes a publisher's camera in layers; viewers' connections carry no layer ids", () => {
    const settings = DEFAULT_MEDIA;
    const rid = 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id';
    expect(peerConfig(settings, 'publish').headerExtensions?.video?.map((e) => e.uri)).toContain(
      rid,
    );
    expect(peerConfig(settings).headerExtensions?.video?.map((e) => e.uri)).not.toContain(rid);
  });

  it('tells a publisher what it may send in a REMB packet that reads back the same', () => {
    const [packet] = RtcpPacketConverter.deSerialize(rembPacket(4_000_000, [100, 200]).serialize());
    expect(packet).toBeInstanceOf(RtcpPayloadSpecificFeedback);
    if (!(packet instanceof RtcpPayloadSpecificFeedback)) return;
    expect(packet.feedback).toBeInstanceOf(ReceiverEstimatedMaxBitrate);
    const remb = packet.feedback as ReceiverEstimatedMaxBitrate;
    expect(remb.bitrate).toBe(4_000_000n);
    expect(remb.ssrcFeedbacks).toEqual([100, 200]);
  });

  it('asks no outside STUN server, and offers its own host candidates', async () => {
    const pc = new RTCPeerConnection(peerConfig(DEFAULT_MEDIA));
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
