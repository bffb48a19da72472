import { ChatMsgId, type ChatRoom, type ChatServerFrame } from 'shared/contract';
import type { Queryable } from '../db/database';
import type { ChatConnection } from './chat-connection';
import { pushFrame } from './chat-frames';
import { announcesJoins } from './join-announcement';
import { OnlineCountThrottle } from './online-count-throttle';
import type { RoomDefinition } from './room-directory';
import { loadRoomSettings, type RoomSettings } from './room-store';

/** A room someone joined since it was last emptied: its definition, settings and sockets. */
export interface LiveRoom extends RoomDefinition {
  settings: RoomSettings;
  readonly members: Set<ChatConnection>;
}

/**
 * The rooms in use, in memory. Settings are read from the database when a room is first joined and
 * kept here after that: the operator's changes go through this process, which updates both. Online
 * counts go out at most once a second per room (OnlineCountThrottle); joins are announced in rooms
 * up to ANNOUNCE_JOINS_UP_TO people.
 */
export class ChatRooms {
  private readonly live = new Map<string, LiveRoom>();
  private readonly counts = new OnlineCountThrottle((rid) => this.sendOnline(rid));

  constructor(private readonly db: Queryable) {}

  get(rid: string): LiveRoom | undefined {
    return this.live.get(rid);
  }

  /** Online people per room in memory. */
  onlineByRoom(): Map<string, number> {
    return new Map([...this.live.values()].map((room) => [room.rid, this.online(room)]));
  }

  /** The live room of a definition, its settings loaded when it is not in memory yet. */
  async open(definition: RoomDefinition): Promise<LiveRoom> {
    const known = this.live.get(definition.rid);
    if (known !== undefined) return known;
    const settings = await loadRoomSettings(this.db, definition.rid);
    // Another join may have loaded it meanwhile: there is one room object per id.
    return this.live.get(definition.rid) ?? { ...definition, settings, members: new Set() };
  }

  /** Puts the socket in the room; answers the room held in memory (the one given, unless another replaced it meanwhile). */
  admit(room: LiveRoom, connection: ChatConnection): LiveRoom {
    const current = this.live.get(room.rid) ?? room;
    this.live.set(room.rid, current);
    current.members.add(connection);
    connection.rooms.add(current.rid);
    return current;
  }

  /** Takes the socket out of a room; those left are told how many are online. */
  leave(connection: ChatConnection, rid: string): void {
    connection.rooms.delete(rid);
    const room = this.live.get(rid);
    if (room === undefined || !room.members.delete(connection)) return;
    this.onlineChanged(room);
  }

  leaveAll(connection: ChatConnection): void {
    for (const rid of [...connection.rooms]) this.leave(connection, rid);
  }

  /** A destroyed room: its sockets are out of it and its next join starts from the database again. */
  remove(rid: string): LiveRoom | undefined {
    const room = this.live.get(rid);
    if (room === undefined) return undefined;
    this.live.delete(rid);
    this.counts.cancel(rid);
    for (const member of room.members) member.rooms.delete(rid);
    return room;
  }

  /** Forgets rooms nobody is in; called from a timer, never between a join's steps. */
  evictEmpty(): void {
    for (const [rid, room] of this.live)
      if (room.members.size === 0) {
        this.live.delete(rid);
        this.counts.cancel(rid);
      }
  }

  /** The hub closes: no count is sent any more and no timer is left behind. */
  stop(): void {
    this.counts.stop();
  }

  /** Someone joined or left: the room's sockets get its online count, now or at the end of the second. */
  onlineChanged(room: LiveRoom): void {
    if (room.members.size === 0) this.counts.cancel(room.rid);
    else this.counts.changed(room.rid);
  }

  /** A newcomer (10008) to the room's sockets here but the joiner's. */
  announceJoin(room: LiveRoom, frame: ChatServerFrame, joiner: ChatConnection): number {
    return this.announceHere(room, frame, joiner);
  }

  /** A frame another process sent to a room, to the sockets here (a join only while the room here is small). */
  fromPeer(rid: string, frame: ChatServerFrame): number {
    const room = this.live.get(rid);
    if (room === undefined) return 0;
    return frame.msgId === ChatMsgId.JOIN_BROADCAST ? this.announceHere(room, frame) : sendToAll(room.members, frame);
  }

  /** Online people: a member with two tabs counts once. */
  online(room: LiveRoom): number {
    return new Set([...room.members].map((c) => c.identity?.userId)).size;
  }

  view(room: LiveRoom): ChatRoom {
    const { rid, kind, title, notice, settings } = room;
    return { rid, kind, title, notice, ...settings, online: this.online(room) };
  }

  private onlineUpdate(room: LiveRoom): ChatServerFrame {
    return pushFrame(ChatMsgId.ROOM_STATUS_UPDATE, { rid: room.rid, title: room.title, online: this.online(room) });
  }

  /**
   * An announcement, serialised once, to every socket in the room but `except`, unless the room is
   * too big to announce joins (by the count its sockets here are shown); answers how many got it.
   */
  protected announceHere(room: LiveRoom, frame: ChatServerFrame, except?: ChatConnection): number {
    if (!announcesJoins(this.online(room))) return 0;
    return sendToAll(
      [...room.members].filter((c) => c !== except),
      frame,
    );
  }

  private sendOnline(rid: string): void {
    const room = this.live.get(rid);
    if (room !== undefined && room.members.size > 0) sendToAll(room.members, this.onlineUpdate(room));
  }
}

/** One frame, serialised once, to each socket; answers how many got it. */
export function sendToAll(connections: Iterable<ChatConnection>, frame: ChatServerFrame): number {
  const text = JSON.stringify(frame);
  let count = 0;
  for (const connection of connections) {
    if (connection.isClosed) continue;
    connection.sendText(text);
    count += 1;
  }
  return count;
}
