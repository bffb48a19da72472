import type { ChatServerFrame } from 'shared/contract';
import type { Database } from '../db/database';
import type { ChatConnection } from './chat-connection';
import type { ChatPeerEvent } from './chat-options';
import { ChatRooms, type LiveRoom } from './chat-rooms';

/**
 * The rooms of a process that is one of several: a join announced in a room goes to the other
 * processes too, each of which announces it or not by its own sockets' count (the count those
 * sockets are shown). The online count is not published: each process counts only its own sockets.
 */
export class PublishingRooms extends ChatRooms {
  constructor(
    db: Database,
    private readonly publish: (event: ChatPeerEvent) => void,
  ) {
    super(db);
  }

  override announceJoin(room: LiveRoom, frame: ChatServerFrame, joiner: ChatConnection): number {
    this.publish({ kind: 'room', rid: room.rid, frame });
    return super.announceJoin(room, frame, joiner);
  }
}
