import {
  MEDIA_EVENTS,
  iceServersAckSchema,
  type IceServer,
  type SessionDescription,
} from '@quad/shared/contracts/live-media';
import { realtime } from '../../../lib/socket';

/** A refusal from the media signalling, with the server's code (FORBIDDEN, CONFLICT …). */
export class MediaRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Failure = { ok: false; error: { code: string; message: string } };

/** One signalling request; the successful ack, or a MediaRequestError. */
export async function mediaRequest<T extends { ok: true }>(
  event: string,
  payload: unknown,
): Promise<T> {
  let ack: T | Failure;
  try {
    ack = await realtime.request<T | Failure>(event, payload);
  } catch {
    throw new MediaRequestError('TIMEOUT', 'The server did not answer.');
  }
  if (!ack.ok) throw new MediaRequestError(ack.error.code, ack.error.message);
  return ack;
}

/**
 * What a new connection needs: the ICE servers (TURN with short-lived credentials when
 * configured), and whether the media server takes a camera in simulcast layers.
 */
export async function fetchConnectionSettings(
  liveStreamId: number,
): Promise<{ iceServers: RTCIceServer[]; simulcast: boolean }> {
  const ack = iceServersAckSchema.parse(
    await realtime.request(MEDIA_EVENTS.iceServers, { liveStreamId }).catch(() => ({
      ok: true,
      iceServers: [],
      simulcast: false,
    })),
  );
  return ack.ok
    ? { iceServers: ack.iceServers.map(toRtcIceServer), simulcast: ack.simulcast }
    : { iceServers: [], simulcast: false };
}

function toRtcIceServer(server: IceServer): RTCIceServer {
  return {
    urls: server.urls,
    ...(server.username ? { username: server.username } : {}),
    ...(server.credential ? { credential: server.credential } : {}),
  };
}

/** Waits for candidate gathering (host candidates come at once; TURN at most 2.5 s). */
export async function gatheredDescription(pc: RTCPeerConnection): Promise<SessionDescription> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = window.setTimeout(resolve, 2500);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState !== 'complete') return;
        window.clearTimeout(timer);
        resolve();
      });
    });
  }
  const local = pc.localDescription;
  if (!local) throw new Error('no local description');
  return { type: local.type === 'answer' ? 'answer' : 'offer', sdp: local.sdp };
}
