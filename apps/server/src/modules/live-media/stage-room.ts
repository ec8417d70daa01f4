import type {
  MediaRoom,
  MediaTrack,
  PublisherState,
  RosterPayload,
  SessionDescription,
  VideoLayer,
} from '@quad/shared/contracts/live-media';

export interface PublishInput {
  accountId: number;
  name: string;
  socketId: string;
  offer: SessionDescription;
  state: PublisherState;
}

/** Someone on stage, whichever server carries their media. */
export interface StagePublisher {
  id: string;
  accountId: number;
  name: string;
  socketId: string;
  state: PublisherState;
}

/**
 * One live event's media room, as the signalling sees it: the embedded SFU's (sfu-room.ts) or a
 * Janus VideoRoom's (janus-room.ts). The browser speaks the same protocol to both.
 */
export interface StageRoom {
  readonly liveStreamId: number;
  readonly isEmpty: boolean;
  onRoster: (roster: RosterPayload) => void;
  roster(): RosterPayload;
  publish(input: PublishInput): Promise<{ publisherId: string; answer: SessionDescription }>;
  setState(socketId: string, state: PublisherState): void;
  subscribe(
    socketId: string,
    room: MediaRoom,
  ): Promise<{ subscriptionId: string; offer: SessionDescription | null; tracks: MediaTrack[] }>;
  answer(socketId: string, subscriptionId: string, answer: SessionDescription): Promise<void>;
  /** Which layer of a camera in simulcast a subscriber receives (unknown subscription: 404). */
  setLayer(socketId: string, subscriptionId: string, mid: string, layer: VideoLayer): void;
  publisherOf(socketId: string): StagePublisher | undefined;
  removePublisher(publisherId: string, announce?: boolean): void;
  removeSubscription(subscriptionId: string, socketId?: string): void;
  leave(socketId: string): void;
  close(): void;
}
