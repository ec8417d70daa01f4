import { z } from 'zod';
import { idSchema, text } from './common';

/**
 * Live media signalling (CONTRACT §8): Socket.IO events on the same `/realtime` connection,
 * each sent with an acknowledgement. SDP is exchanged whole (ICE candidates inside it, no
 * trickle), so one request and one answer make a connection.
 */
export const MEDIA_EVENTS = {
  /** Client → server: publish camera, microphone and screen (an offer; answered in the ack). */
  publish: 'media:publish',
  /** Client → server: stop publishing. */
  unpublish: 'media:unpublish',
  /** Client → server: what the publisher shows now (camera on, muted, sharing the screen). */
  state: 'media:state',
  /** Client → server: receive every published track (the server's offer comes in the ack). */
  subscribe: 'media:subscribe',
  /** Client → server: the answer to a subscription's offer. */
  answer: 'media:answer',
  /** Client → server: stop receiving. */
  unsubscribe: 'media:unsubscribe',
  /** Client → server: which simulcast layer of a camera to receive (by the size it is shown at). */
  layer: 'media:layer',
  /** Client → server: the ICE servers (TURN with time-limited credentials) for a new connection. */
  iceServers: 'media:iceServers',
  /** Server → client: the room's publishers changed; subscribers subscribe again. */
  roster: 'media:roster',
} as const;

/** Where a subscriber listens: the public stage while live, or the speakers' back room. */
export const mediaRoomSchema = z.enum(['stage', 'backstage']);
export type MediaRoom = z.infer<typeof mediaRoomSchema>;

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: text().min(1).max(200_000),
});
export type SessionDescription = z.infer<typeof sessionDescriptionSchema>;

/** One ICE server handed to the browser; TURN entries carry time-limited credentials. */
export const iceServerSchema = z.object({
  urls: z.array(text()),
  username: text().optional(),
  credential: text().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** What a publisher sends now; viewers show a tile only for what is on. */
export const publisherStateSchema = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
});
export type PublisherState = z.infer<typeof publisherStateSchema>;

export const publishRequestSchema = z.object({
  liveStreamId: idSchema,
  offer: sessionDescriptionSchema,
  state: publisherStateSchema,
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const liveStreamRefSchema = z.object({ liveStreamId: idSchema });

export const unsubscribeMediaRequestSchema = z.object({
  liveStreamId: idSchema,
  subscriptionId: text().min(1).max(64),
});

export const stateRequestSchema = z.object({
  liveStreamId: idSchema,
  state: publisherStateSchema,
});

export const subscribeMediaRequestSchema = z.object({
  liveStreamId: idSchema,
  room: mediaRoomSchema,
});
export type SubscribeMediaRequest = z.infer<typeof subscribeMediaRequestSchema>;

/** A camera's simulcast layers, lowest first: a quarter, half and the whole of its size. */
export const videoLayerSchema = z.enum(['low', 'medium', 'high']);
export type VideoLayer = z.infer<typeof videoLayerSchema>;

/**
 * The camera's encodings when the media server takes simulcast, lowest first: the RID each
 * travels under, how much smaller it is and the bitrate it may use. The browser sends the
 * layers its bandwidth and the camera's size allow; each viewer receives one.
 */
export const SIMULCAST_ENCODINGS = [
  { rid: 'q', layer: 'low', scaleResolutionDownBy: 4, maxBitrate: 150_000 },
  { rid: 'h', layer: 'medium', scaleResolutionDownBy: 2, maxBitrate: 500_000 },
  { rid: 'f', layer: 'high', scaleResolutionDownBy: 1, maxBitrate: 1_500_000 },
] as const satisfies readonly {
  rid: string;
  layer: VideoLayer;
  scaleResolutionDownBy: number;
  maxBitrate: number;
}[];

export const layerRequestSchema = z.object({
  liveStreamId: idSchema,
  subscriptionId: text().min(1).max(64),
  /** The transceiver of the camera, as the subscription's tracks name it. */
  mid: text().min(1).max(16),
  layer: videoLayerSchema,
});
export type LayerRequest = z.infer<typeof layerRequestSchema>;

export const answerRequestSchema = z.object({
  liveStreamId: idSchema,
  subscriptionId: text().min(1).max(64),
  answer: sessionDescriptionSchema,
});

/** A track a subscriber receives: which transceiver (mid) carries whose camera, voice or screen. */
export const mediaTrackSchema = z.object({
  mid: text(),
  kind: z.enum(['audio', 'video']),
  source: z.enum(['microphone', 'camera', 'screen']),
  publisherId: text(),
});
export type MediaTrack = z.infer<typeof mediaTrackSchema>;

/** One person publishing in the room. */
export const mediaPublisherSchema = z.object({
  publisherId: text(),
  accountId: idSchema,
  name: text(),
  state: publisherStateSchema,
});
export type MediaPublisher = z.infer<typeof mediaPublisherSchema>;

/** Payload of `media:roster`, sent to the room's subscribers and publishers. */
export const rosterPayloadSchema = z.object({
  liveStreamId: idSchema,
  publishers: z.array(mediaPublisherSchema),
  /** Changes when tracks come or go (then subscribers subscribe again); not on a state change. */
  version: z.number().int().min(0),
});
export type RosterPayload = z.infer<typeof rosterPayloadSchema>;

const failure = z.object({
  ok: z.literal(false),
  error: z.object({ code: text(), message: text() }),
});

export const publishAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    publisherId: text(),
    answer: sessionDescriptionSchema,
  }),
  failure,
]);
export type PublishAck = z.infer<typeof publishAckSchema>;

export const subscribeMediaAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    subscriptionId: text(),
    /** Null while nobody publishes: the roster says when to subscribe again. */
    offer: sessionDescriptionSchema.nullable(),
    tracks: z.array(mediaTrackSchema),
    roster: rosterPayloadSchema,
    iceServers: z.array(iceServerSchema),
  }),
  failure,
]);
export type SubscribeMediaAck = z.infer<typeof subscribeMediaAckSchema>;

export const iceServersAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    iceServers: z.array(iceServerSchema),
    /** Whether the media server takes a camera in layers (SIMULCAST_ENCODINGS). */
    simulcast: z.boolean(),
  }),
  failure,
]);
export type IceServersAck = z.infer<typeof iceServersAckSchema>;

export const plainAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  failure,
]);
export type PlainAck = z.infer<typeof plainAckSchema>;

/** `GET /media/rooms/{room}/{role}`: the room addresses of CONTRACT §8 (hostRoomUrl, viewerRoomUrl). */
export const roomUrlParamsSchema = z
  .object({
    room: text().min(1).max(200),
    role: z.enum(['host', 'viewer']),
  })
  .meta({ id: 'MediaRoomUrlParams' });
