import type { ChatRoomStatus } from 'shared/contract';
import type { Queryable } from '../db/database';

/** An operator's action on the chat (the console's moderation desk asks for them). */
export type RoomOperation =
  /** 10004 to the member; minutes 0 lifts the mute. */
  | { action: 'mute'; rid: string; name: string; minutes: number; reason: string }
  /** 10005 to the room. */
  | { action: 'block'; rid: string; blocked: boolean }
  /** 10006 to the room. */
  | { action: 'status'; rid: string; status: ChatRoomStatus }
  /** 10007 to the room. */
  | { action: 'vipLevel'; rid: string; vipLevel: number }
  /** 10015 to the room; the stored history of the room is cleared too. */
  | { action: 'clear'; rid: string }
  /** 10013 to the room; its sockets leave it. */
  | { action: 'destroy'; rid: string }
  /** 10017 to the room, as if `name` sent a gift. */
  | { action: 'gift'; rid: string; name: string; gift: string; count: number }
  /** 10018 to the room from the predictions members made. */
  | { action: 'prediction'; rid: string; predictions: { score: string; percent: number }[] }
  /** 60000 to one member's sockets (name) or to every socket (no name). */
  | { action: 'notify'; name?: string | undefined; title: string; content: string };

/** What an action changed, for its audit row: `target` is `chat:{rid}`, `member:{id}` or `chat:everyone`. */
export interface OperationChange {
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Called inside the action's transaction once the change is written: the caller's audit row commits
 * with it or not at all, and nothing is pushed to a socket before both are stored.
 */
export type RecordOperation = (tx: Queryable, change: OperationChange) => Promise<void>;
