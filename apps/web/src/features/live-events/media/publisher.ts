import {
  MEDIA_EVENTS,
  SIMULCAST_ENCODINGS,
  type PublishAck,
  type PublisherState,
} from '@quad/shared/contracts/live-media';
import { realtime } from '../../../lib/socket';
import {
  MediaRequestError,
  fetchConnectionSettings,
  gatheredDescription,
  mediaRequest,
} from './signalling';

export type PublisherStatus = 'idle' | 'starting' | 'live' | 'reconnecting' | 'error';
/** Why going on stage failed, each with its own message. */
export type PublisherProblem = 'denied' | 'noDevice' | 'full' | 'forbidden' | 'failed';

export interface PublisherSnapshot {
  status: PublisherStatus;
  problem: PublisherProblem | null;
  /** The server's words when it refused (the stage is full, not allowed …). */
  detail: string | null;
  state: PublisherState;
  /** Camera and microphone, for the speaker's own preview. */
  preview: MediaStream | null;
  screen: MediaStream | null;
  publisherId: string | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string | null;
  microphoneId: string | null;
}

const INITIAL: PublisherSnapshot = {
  status: 'idle',
  problem: null,
  detail: null,
  state: { audio: false, video: false, screen: false },
  preview: null,
  screen: null,
  publisherId: null,
  cameras: [],
  microphones: [],
  cameraId: null,
  microphoneId: null,
};

/** The problem a getUserMedia or getDisplayMedia refusal means for the person. */
export function problemOf(error: unknown): PublisherProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'noDevice';
  }
  if (error instanceof MediaRequestError) {
    if (error.code === 'CONFLICT') return 'full';
    if (error.code === 'FORBIDDEN' || error.code === 'UNAUTHORIZED') return 'forbidden';
  }
  return 'failed';
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };

/**
 * A speaker on stage: camera, microphone and an optional screen, published to the SFU on one
 * peer connection (three transceivers: microphone, camera, screen; the camera in simulcast
 * layers when the server takes them). Survives a dropped
 * connection: a failed peer connection or a reconnected socket publishes again with the same
 * tracks, without reloading.
 */
export class StagePublisher {
  private snapshot: PublisherSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private pc: RTCPeerConnection | null = null;
  private audioTrack: MediaStreamTrack | null = null;
  private videoTrack: MediaStreamTrack | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  private offReconnect: (() => void) | null = null;
  private retryTimer = 0;
  private stopped = true;

  constructor(private readonly liveStreamId: number) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private set(patch: Partial<PublisherSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  /** Asks for camera and microphone (either may be missing), then goes on stage. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.set({ status: 'starting', problem: null, detail: null });
    try {
      await this.openDevices();
      this.offReconnect = realtime.onReconnect(() => void this.republish());
      await this.publish();
    } catch (error) {
      this.fail(error);
    }
  }

  private async openDevices() {
    if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: VIDEO });
    } catch (error) {
      if (problemOf(error) !== 'noDevice') throw error;
      // One of the two may exist alone: a laptop without a camera still speaks.
      stream = await navigator.mediaDevices
        .getUserMedia({ audio: true })
        .catch(() => navigator.mediaDevices.getUserMedia({ video: VIDEO }));
    }
    this.audioTrack = stream.getAudioTracks()[0] ?? null;
    this.videoTrack = stream.getVideoTracks()[0] ?? null;
    await this.refreshDevices();
    this.set({
      preview: stream,
      state: { audio: this.audioTrack !== null, video: this.videoTrack !== null, screen: false },
    });
  }

  private async refreshDevices() {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    this.set({
      cameras: devices.filter((d) => d.kind === 'videoinput'),
      microphones: devices.filter((d) => d.kind === 'audioinput'),
      cameraId: this.videoTrack?.getSettings().deviceId ?? null,
      microphoneId: this.audioTrack?.getSettings().deviceId ?? null,
    });
  }

  private async publish() {
    this.pc?.close();
    const { iceServers, simulcast } = await fetchConnectionSettings(this.liveStreamId);
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    pc.addTransceiver(this.audioTrack ?? 'audio', { direction: 'sendonly' });
    // The camera in layers where the server takes them: each viewer gets the size it shows.
    pc.addTransceiver(this.videoTrack ?? 'video', {
      direction: 'sendonly',
      ...(simulcast
        ? {
            sendEncodings: SIMULCAST_ENCODINGS.map(
              ({ rid, scaleResolutionDownBy, maxBitrate }) => ({
                rid,
                scaleResolutionDownBy,
                maxBitrate,
              }),
            ),
          }
        : {}),
    });
    pc.addTransceiver(this.screenTrack ?? 'video', { direction: 'sendonly' });
    pc.addEventListener('connectionstatechange', () => {
      if (this.pc !== pc || this.stopped) return;
      if (pc.connectionState === 'connected') this.set({ status: 'live' });
      if (pc.connectionState === 'failed') void this.republish();
      if (pc.connectionState === 'disconnected') {
        this.set({ status: 'reconnecting' });
        this.retryTimer = window.setTimeout(() => {
          if (this.pc === pc && pc.connectionState !== 'connected') void this.republish();
        }, 3000);
      }
    });
    await pc.setLocalDescription(await pc.createOffer());
    const offer = await gatheredDescription(pc);
    const ack = await mediaRequest<Extract<PublishAck, { ok: true }>>(MEDIA_EVENTS.publish, {
      liveStreamId: this.liveStreamId,
      offer,
      state: this.snapshot.state,
    });
    if (this.pc !== pc) return;
    await pc.setRemoteDescription(ack.answer);
    this.set({ publisherId: ack.publisherId });
  }

  /** Publishes again with the same tracks (the connection dropped). */
  private async republish() {
    if (this.stopped) return;
    window.clearTimeout(this.retryTimer);
    this.set({ status: 'reconnecting' });
    try {
      await this.publish();
    } catch (error) {
      // A refusal (the event ended, the stage filled up) is final; a lost server is retried.
      if (error instanceof MediaRequestError && error.code !== 'TIMEOUT') this.fail(error);
      else this.retryTimer = window.setTimeout(() => void this.republish(), 2000);
    }
  }

  private fail(error: unknown) {
    const problem = problemOf(error);
    this.stop();
    this.set({
      status: 'error',
      problem,
      detail: error instanceof MediaRequestError ? error.message : null,
    });
  }

  private sendState(state: PublisherState) {
    this.set({ state });
    if (this.snapshot.publisherId) {
      void realtime
        .request(MEDIA_EVENTS.state, { liveStreamId: this.liveStreamId, state })
        .catch(() => undefined);
    }
  }

  setAudio(on: boolean) {
    if (!this.audioTrack) return;
    this.audioTrack.enabled = on;
    this.sendState({ ...this.snapshot.state, audio: on });
  }

  setVideo(on: boolean) {
    if (!this.videoTrack) return;
    this.videoTrack.enabled = on;
    this.sendState({ ...this.snapshot.state, video: on });
  }

  /** Switches camera or microphone in place (replaceTrack: no new negotiation). */
  async useDevice(kind: 'audio' | 'video', deviceId: string) {
    const constraints =
      kind === 'audio'
        ? { audio: { deviceId: { exact: deviceId } } }
        : { video: { ...VIDEO, deviceId: { exact: deviceId } } };
    try {
      const stream = await navigator.mediaDevices.getUserMedia(constraints);
      const track = (kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks())[0];
      if (!track) return;
      const old = kind === 'audio' ? this.audioTrack : this.videoTrack;
      track.enabled = kind === 'audio' ? this.snapshot.state.audio : this.snapshot.state.video;
      await this.senderAt(kind === 'audio' ? 0 : 1)?.replaceTrack(track);
      old?.stop();
      if (kind === 'audio') this.audioTrack = track;
      else this.videoTrack = track;
      const preview = new MediaStream(
        [this.audioTrack, this.videoTrack].filter((t): t is MediaStreamTrack => t !== null),
      );
      this.set({ preview });
      await this.refreshDevices();
    } catch (error) {
      this.set({ problem: problemOf(error) });
    }
  }

  /** Shares a screen or window on the screen transceiver, beside the camera. */
  async shareScreen() {
    if (!navigator.mediaDevices?.getDisplayMedia) {
      this.set({ problem: 'noDevice' });
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = stream.getVideoTracks()[0];
      if (!track) return;
      track.addEventListener('ended', () => void this.stopScreen());
      await this.senderAt(2)?.replaceTrack(track);
      this.screenTrack = track;
      this.set({ screen: stream, problem: null });
      this.sendState({ ...this.snapshot.state, screen: true });
    } catch (error) {
      // Closing the browser's picker is a choice, not a failure.
      if (problemOf(error) !== 'denied') this.set({ problem: problemOf(error) });
    }
  }

  async stopScreen() {
    this.screenTrack?.stop();
    this.screenTrack = null;
    await this.senderAt(2)?.replaceTrack(null);
    this.set({ screen: null });
    this.sendState({ ...this.snapshot.state, screen: false });
  }

  private senderAt(index: number): RTCRtpSender | undefined {
    return this.pc?.getTransceivers()[index]?.sender;
  }

  /** Leaves the stage: tracks stopped, connection closed, the server told. */
  stop() {
    const wasOn = this.snapshot.publisherId !== null;
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
    this.offReconnect?.();
    this.offReconnect = null;
    this.pc?.close();
    this.pc = null;
    for (const track of [this.audioTrack, this.videoTrack, this.screenTrack]) track?.stop();
    this.audioTrack = this.videoTrack = this.screenTrack = null;
    if (wasOn) {
      void realtime
        .request(MEDIA_EVENTS.unpublish, { liveStreamId: this.liveStreamId })
        .catch(() => undefined);
    }
    this.set({ ...INITIAL });
  }
}
