import { describe, expect, it } from 'vitest';
import { RTCPeerConnection } from 'werift';
import { peerConfig } from './sfu-room';

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
      // A camera may come in simulcast layers, each under its RID.
      expect(pc.config.headerExtensions.video?.map((e) => e.uri)).toContain(
        'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id',
      );
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
