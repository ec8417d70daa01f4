import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GenericNack,
  ProtectionProfileAeadAes128Gcm,
  RTCPeerConnection,
  RtcpSrPacket,
  RtcpTransportLayerFeedback,
  RtpHeader,
  RtpPacket,
  SrtpSession,
  serializeAbsSendTime,
  serializeSdesMid,
  type RTCRtpSender,
} from 'werift';
import { described, standInMedia, until } from './media-peers';
import { DEFAULT_MEDIA } from './media-config';
import { peerConfig } from './sfu-room';
import { DirectSender, layoutOf, sealGcm } from './direct-sender';

/** SRTP sessions of one key exchange: two that seal alike (each its own rollover count), one that opens. */
function srtpSessions() {
  const [localMasterKey, remoteMasterKey] = [randomBytes(16), randomBytes(16)];
  const [localMasterSalt, remoteMasterSalt] = [randomBytes(12), randomBytes(12)];
  const profile = ProtectionProfileAeadAes128Gcm;
  const sealer = () =>
    new SrtpSession({
      keys: { localMasterKey, localMasterSalt, remoteMasterKey, remoteMasterSalt },
      profile,
    });
  const opener = new SrtpSession({
    keys: {
      localMasterKey: remoteMasterKey,
      localMasterSalt: remoteMasterSalt,
      remoteMasterKey: localMasterKey,
      remoteMasterSalt: localMasterSalt,
    },
    profile,
  });
  return { ours: sealer(), werift: sealer(), opener };
}

const peers: RTCPeerConnection[] = [];
afterEach(async () => {
  await Promise.all(peers.splice(0).map((pc) => pc.close()));
});

/** A server-side video sender (the room's settings) connected to a stand-in viewer. */
async function connectedViewer() {
  const server = new RTCPeerConnection(peerConfig(DEFAULT_MEDIA));
  const viewer = new RTCPeerConnection({ ...standInMedia, iceUseIpv6: false });
  peers.push(server, viewer);
  const transceiver = server.addTransceiver('video', { direction: 'sendonly' });
  const received: RtpPacket[] = [];
  const reports: RtcpSrPacket[] = [];
  viewer.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => received.push(rtp)));
  viewer.onRemoteTransceiverAdded.subscribe((t) =>
    t.receiver.onRtcp.subscribe((rtcp) => rtcp instanceof RtcpSrPacket && reports.push(rtcp)),
  );
  await server.setLocalDescription(await server.createOffer());
  await viewer.setRemoteDescription(await described(server));
  await viewer.setLocalDescription(await viewer.createAnswer());
  await server.setRemoteDescription(await described(viewer));
  await until(() => transceiver.sender.dtlsTransport.state === 'connected', 10_000, 'connected');
  return { viewer, sender: transceiver.sender, mid: transceiver.mid, received, reports };
}

const frame = (sequenceNumber: number, timestamp: number, bytes = 600) =>
  new RtpPacket(
    new RtpHeader({ payloadType: 96, sequenceNumber, timestamp, ssrc: 1234, marker: true }),
    randomBytes(bytes),
  );

describe('sealing a packet for one viewer', () => {
  it("writes the same SRTP bytes as werift's own sender, across a sequence number wrap", () => {
    const { ours, werift, opener } = srtpSessions();
    const context = ours.localContext;
    for (const sequenceNumber of [65_534, 65_535, 0, 1]) {
      const header = new RtpHeader({
        payloadType: 96,
        sequenceNumber,
        timestamp: 90_000,
        ssrc: 0xdeadbeef,
        marker: true,
        extensions: [
          { id: 1, payload: serializeSdesMid('1') },
          { id: 3, payload: serializeAbsSendTime(0x1234_5678_9abc_def0n) },
        ],
      });
      const payload = randomBytes(1100);
      const plain = new RtpPacket(header, payload).serialize();
      const headerBytes = header.serializeSize;
      const out = Buffer.alloc(plain.length + 16);
      plain.copy(out, 0, 0, headerBytes);
      const state = context.getSrtpSsrcState(header.ssrc);
      context.updateRolloverCount(sequenceNumber, state);
      const sealed = sealGcm(
        out,
        headerBytes,
        payload,
        context.srtpSessionKey,
        context.srtpSessionSalt,
        state.rolloverCounter,
      );
      expect(sealed.equals(werift.encrypt(payload, header))).toBe(true);
      expect(opener.decrypt(sealed).equals(plain)).toBe(true);
    }
    expect(context.getSrtpSsrcState(0xdeadbeef).rolloverCounter).toBe(1);
  });
});

describe('a direct sender', () => {
  it('sends renumbered packets the viewer opens, with its mid and a fresh abs-send-time', async () => {
    const { sender, mid, received } = await connectedViewer();
    const out = new DirectSender(sender);
    expect(out.direct).toBe(true);
    const sentAt = Date.now();
    out.send(frame(100, 3000));
    out.replaceRTP({ sequenceNumber: 5000 - 1, timestamp: 700_000 - 3000 });
    out.send(frame(5000, 700_000));
    await until(() => received.length === 2, 5000, 'both packets');
    const [first, second] = received;
    expect(first?.header.ssrc).toBe(sender.ssrc);
    expect(second?.header.sequenceNumber).toBe(((first?.header.sequenceNumber ?? 0) + 1) & 0xffff);
    expect(second?.header.timestamp).toBe((first?.header.timestamp ?? 0) + 3000);
    expect(first?.header.payloadType).toBe(sender.codec?.payloadType);
    const extensions = first?.header.extensions ?? [];
    expect(extensions.map((e) => e.payload.length).sort()).toEqual([1, 3]);
    expect(extensions.find((e) => e.payload.length === 1)?.payload.toString()).toBe(mid);
    // abs-send-time: seconds in 6.18 fixed point, modulo 64.
    const abs = extensions.find((e) => e.payload.length === 3)?.payload.readUIntBE(0, 3) ?? 0;
    const expected = Math.floor((sentAt / 1000) * 2 ** 18) & 0xffffff;
    const apart = (abs - expected) & 0xffffff;
    expect(Math.min(apart, 0x1000000 - apart)).toBeLessThan(2 ** 18 / 10);
  });

  it('reports what it sent (packets, octets, a current NTP time) in RTCP sender reports', async () => {
    const { sender, reports } = await connectedViewer();
    const out = new DirectSender(sender);
    for (let i = 0; i < 10; i += 1) out.send(frame(i, i * 3000, 500));
    const sentAt = Date.now();
    await until(() => reports.length > 0, 5000, 'a sender report');
    const info = reports[0]?.senderInfo;
    expect(info?.packetCount).toBe(10);
    expect(info?.octetCount).toBe(5000);
    expect(info?.rtpTimestamp).toBe(9 * 3000);
    // The NTP time of the last packet (RFC 3550: seconds since 1900 and a binary fraction).
    const ntp = info?.ntpTimestamp ?? 0n;
    const ntpMs = Number(ntp >> 32n) * 1000 + (Number(ntp & 0xffffffffn) / 2 ** 32) * 1000;
    expect(Math.abs(ntpMs - 2_208_988_800_000 - sentAt)).toBeLessThan(50);
  });

  it("puts the publisher's capture time in its sender reports once it is known", async () => {
    const { sender, reports } = await connectedViewer();
    // The capture clock knows the packets from the fifth on (its layer's first sender report).
    const captured = 1_780_000_000_000;
    const out = new DirectSender(sender, (timestamp, ssrc) =>
      ssrc === 1234 && timestamp >= 4 * 3000 ? captured + timestamp / 90 : undefined,
    );
    for (let i = 0; i < 10; i += 1) out.send(frame(i, i * 3000, 500));
    await until(() => reports.length > 0, 5000, 'a sender report');
    const info = reports[0]?.senderInfo;
    expect(info?.rtpTimestamp).toBe(9 * 3000);
    const ntp = info?.ntpTimestamp ?? 0n;
    const ntpMs = Number(ntp >> 32n) * 1000 + (Number(ntp & 0xffffffffn) / 2 ** 32) * 1000;
    expect(Math.abs(ntpMs - 2_208_988_800_000 - (captured + 300))).toBeLessThan(2);
  });

  it('sends a packet again when the viewer reports it lost (NACK)', async () => {
    const { viewer, sender, received } = await connectedViewer();
    const out = new DirectSender(sender);
    for (let i = 0; i < 5; i += 1) out.send(frame(200 + i, i * 3000));
    await until(() => received.length === 5, 5000, 'five packets');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lost = received[2]?.header.sequenceNumber ?? -1;
    const nack = new RtcpTransportLayerFeedback({
      feedback: new GenericNack({ senderSsrc: 1, mediaSourceSsrc: sender.ssrc, lost: [lost] }),
    });
    await viewer.getTransceivers()[0]?.receiver.dtlsTransport.sendRtcp([nack]);
    await until(() => received.length === 6, 5000, 'the packet sent again');
    // The same packet, header extensions (abs-send-time) included.
    expect(received[5]?.serialize().equals(received[2]?.serialize() ?? Buffer.alloc(0))).toBe(true);
    expect(received[5]?.header.sequenceNumber).toBe(lost);
  });

  it("leaves a sender whose shape it does not know to werift's own sendRtp", async () => {
    const { sender, received } = await connectedViewer();
    const out = new DirectSender(sender);
    expect(out.direct).toBe(true);
    // A new negotiation brings an extension this module does not write.
    const unknown = sender as unknown as { headerExtensions: { uri: string; id: number }[] };
    unknown.headerExtensions = [
      ...unknown.headerExtensions,
      { uri: 'http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01', id: 5 },
    ];
    expect(layoutOf(sender)).toBeNull();
    expect(out.direct).toBe(false);
    const missing = { ...sender, dtlsTransport: { state: 'connected' } } as unknown as RTCRtpSender;
    expect(layoutOf(missing)).toBeNull();
    out.send(frame(1, 3000));
    await until(() => received.length === 1, 5000, 'the packet through werift');
    // werift's sender wrote the transport-wide sequence number.
    expect(received[0]?.header.extensions.map((e) => e.id)).toContain(5);
  });
});
