import type { RosterPayload } from '@quad/shared/contracts/live-media';
import type { MediaSettings } from '../../core/config/config';
import { JanusRoom } from './janus-room';
import { SfuRoom } from './sfu-room';
import type { StageRoom } from './stage-room';

/** Makes the room of a live event (the embedded SFU's unless told otherwise). */
export type RoomFactory = (liveStreamId: number, settings: MediaSettings) => StageRoom;

/** The Socket.IO room of a live event's media sockets; no channel name can reach it. */
export const mediaSocketRoom = (liveStreamId: number) => `#media:${liveStreamId}`;

/** The media rooms: one per live event, made on first use and dropped when empty. */
export class Sfu {
  private readonly rooms = new Map<number, StageRoom>();
  /** Told of every room's roster changes (the signalling sends them on). */
  onRoster: (roster: RosterPayload) => void = () => undefined;
  /**
   * Told when media starts to flow in a room: a publisher's track on the SFU, a feed Janus has
   * (or lets go) on Janus. The recorder listens.
   */
  onTrack: (room: StageRoom) => void = () => undefined;
  /** Told when a room is let go (it emptied or the event ended); the directory forgets it. */
  onRoomDropped: (liveStreamId: number) => void = () => undefined;

  constructor(
    readonly settings: MediaSettings,
    private readonly createRoom: RoomFactory = (id, s) => new SfuRoom(id, s),
  ) {}

  room(liveStreamId: number): StageRoom {
    let room = this.rooms.get(liveStreamId);
    if (!room) {
      const created = this.createRoom(liveStreamId, this.settings);
      created.onRoster = (roster) => this.onRoster(roster);
      if (created instanceof SfuRoom) created.onTrack = () => this.onTrack(created);
      if (created instanceof JanusRoom) created.onFeeds = () => this.onTrack(created);
      this.rooms.set(liveStreamId, created);
      room = created;
    }
    return room;
  }

  existing(liveStreamId: number): StageRoom | undefined {
    return this.rooms.get(liveStreamId);
  }

  /** Everything a socket had in any room, when it disconnects. */
  leaveAll(socketId: string): void {
    for (const [id, room] of this.rooms) {
      room.leave(socketId);
      if (room.isEmpty) {
        this.rooms.delete(id);
        this.onRoomDropped(id);
      }
    }
  }

  /** Ends a room: publishers and subscribers are let go (the event ended). */
  closeRoom(liveStreamId: number): void {
    const room = this.rooms.get(liveStreamId);
    if (!room) return;
    room.close();
    this.rooms.delete(liveStreamId);
    this.onRoomDropped(liveStreamId);
    this.onRoster({ liveStreamId, publishers: [], version: room.roster().version + 1 });
  }

  close(): void {
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
  }
}
