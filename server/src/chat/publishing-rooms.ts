import { ChatMsgId, type ChatServerFrame } from 'shared/contract';
import type { Database } from '../db/database';
import type { ChatConnection } from './chat-connection';
import type { ChatPeerEvent } from './chat-options';
import { ChatRooms, type LiveRoom } from './chat-rooms';

/**
 * The rooms of a process that is one of several: a frame broadcast to a room goes to the other
 * processes too. The online count is not: each process counts only its own sockets.
 */
export class PublishingRooms extends ChatRooms {
  constructor(
    db: Database,
    private readonly publish: (event: ChatPeerEvent) => void,
  ) {
    super(db);
  }

  override broadcast(room: LiveRoom, frame: ChatServerFrame, except?: ChatConnection): number {
    if (frame.msgId !== ChatMsgId.ROOM_STATUS_UPDATE) this.publish({ kind: 'room', rid: room.rid, frame });
    return super.broadcast(room, frame, except);
  }
}
