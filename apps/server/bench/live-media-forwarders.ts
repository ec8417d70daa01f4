// The two forwards the live media bench compares, in the server process: the SFU room
// (apps/server/src/modules/live-media/sfu-room.ts) and a bare werift forward of the same stream.
import type { MediaStreamTrack, RtpPacket } from 'werift';
import { RTCPeerConnection, type RTCRtpSender } from 'werift';
import type { SessionDescription } from '@quad/shared/contracts/live-media';
import { described } from '../src/modules/live-media/media-peers';
import { DEFAULT_MEDIA } from '../src/modules/live-media/media-config';
import { SfuRoom, peerConfig } from '../src/modules/live-media/sfu-room';

const settings = DEFAULT_MEDIA;

/** What one forwarding setup offers the run: publish, then add viewers. */
export interface Forwarder {
  publish(offer: SessionDescription): Promise<SessionDescription>;
  subscribe(
    id: string,
  ): Promise<{ offer: SessionDescription; complete(answer: SessionDescription): Promise<void> }>;
  close(): void;
  /** Time (ms) from a video packet's arrival to its last viewer's send, one entry a packet. */
  fanout: number[];
}

/** The bare forward's viewers: werift senders, each packet handed to every one (werift's `clone()`). */
export class BareSinks {
  readonly audio: RTCRtpSender[] = [];
  readonly video: RTCRtpSender[] = [];
  private readonly pcs: RTCPeerConnection[] = [];

  forward(kind: 'audio' | 'video', rtp: RtpPacket): void {
    for (const sender of this[kind]) sender.sendRtp(rtp.clone()).catch(() => undefined);
  }

  async subscribe(): ReturnType<Forwarder['subscribe']> {
    const pc = new RTCPeerConnection(peerConfig(settings));
    this.pcs.push(pc);
    const audio = pc.addTransceiver('audio', { direction: 'sendonly' });
    const video = pc.addTransceiver('video', { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    return {
      offer: await described(pc),
      complete: async (answer) => {
        await pc.setRemoteDescription(answer);
        this.audio.push(audio.sender);
        this.video.push(video.sender);
      },
    };
  }

  close(): void {
    for (const pc of this.pcs) void pc.close();
  }
}

/** The bare forward riding on a room (the latency windows): its sinks and its own stopwatch. */
export interface Rider {
  sinks: BareSinks;
  fanout: number[];
}

/**
 * The room. With a rider, every packet of the publisher also goes through the bare forward,
 * first or second in turn, each forward timed on its own.
 */
export function sfuForwarder(rider?: Rider): Forwarder {
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
      const tracks = room.publisherOf('publisher')?.tracks ?? [];
      const camera = tracks.find((t) => t.source === 'camera');
      const microphone = tracks.find((t) => t.source === 'microphone');
      if (camera) {
        // The same stopwatch as the bare forward's, around the room's whole fan-out.
        const forward = camera.forward.bind(camera);
        const timeBare = (rtp: RtpPacket) => {
          if (!rider) return;
          const start = performance.now();
          rider.sinks.forward('video', rtp);
          rider.fanout.push(performance.now() - start);
        };
        let bareFirst = false;
        camera.forward = (rtp, layer) => {
          bareFirst = !bareFirst;
          if (bareFirst) timeBare(rtp);
          const start = performance.now();
          forward(rtp, layer);
          fanout.push(performance.now() - start);
          if (!bareFirst) timeBare(rtp);
        };
      }
      if (microphone && rider) {
        const forward = microphone.forward.bind(microphone);
        microphone.forward = (rtp, layer) => {
          forward(rtp, layer);
          rider.sinks.forward('audio', rtp);
        };
      }
      return answer;
    },
    async subscribe(id) {
      const { subscriptionId, offer } = await room.subscribe(id, 'stage');
      if (!offer) throw new Error('nothing published');
      return { offer, complete: (answer) => room.answer(id, subscriptionId, answer) };
    },
    close: () => {
      room.close();
      rider?.sinks.close();
    },
  };
}

/** The bare forward: werift's own objects, each packet handed to every viewer's sender. */
export function bareForwarder(): Forwarder {
  const pcs: RTCPeerConnection[] = [];
  const sinks = new BareSinks();
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
            sinks.forward(kind, rtp);
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
    subscribe: () => sinks.subscribe(),
    close() {
      for (const pc of pcs) void pc.close();
      sinks.close();
    },
  };
}
