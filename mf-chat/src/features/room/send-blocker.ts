import type { ChatIdentity } from 'shared/contract';
import type { ChatRoomView } from '../../socket';

/** Why the member cannot send in a room, in the order the server checks (its codes in brackets). */
export type SendBlocker =
  | { kind: 'closed' } // 7509
  | { kind: 'guest' } // 7501: guests only read match rooms (they may write to their own support room)
  | { kind: 'blocked' } // 7503
  | { kind: 'muted'; until: number; reason: string } // 7502
  | { kind: 'vip'; level: number }; // 7504

/** The first reason the server would refuse a message, or null when it would take it. */
export function sendBlocker(
  view: Pick<ChatRoomView, 'room' | 'mutedUntil'> & Partial<Pick<ChatRoomView, 'mutedReason'>>,
  identity: ChatIdentity | null,
  now: number,
): SendBlocker | null {
  const { room, mutedUntil, mutedReason = '' } = view;
  if (room === null) return null;
  if (room.status === 'closed') return { kind: 'closed' };
  if (identity?.guest && room.kind === 'match') return { kind: 'guest' };
  if (room.blocked) return { kind: 'blocked' };
  if (mutedUntil !== null && mutedUntil > now) return { kind: 'muted', until: mutedUntil, reason: mutedReason };
  if (identity !== null && room.vipLevel > identity.vipLevel) return { kind: 'vip', level: room.vipLevel };
  return null;
}
