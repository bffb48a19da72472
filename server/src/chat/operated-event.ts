import type { ChatServerFrame } from 'shared/contract';
import type { RoomSettings } from './room-store';

/**
 * The local half of an operator's action, for the other processes (cluster/chat-relay): the
 * process that took the action stored it; each other one updates its copy of the room (settings,
 * a destroyed room) and sends the frame to its own sockets concerned.
 */
export type OperatedEvent = { kind: 'operated'; frame: ChatServerFrame } & (
  | { to: 'room'; rid: string; settings?: RoomSettings | undefined; destroy?: boolean | undefined }
  | { to: 'member'; userId: string }
  | { to: 'everyone' }
);
