// Views of the socket module for the UI's tests: the UI is tested against views, not a socket.
import { vi } from 'vitest';
import type { ChatIdentity, ChatMessage, ChatRoom } from 'shared/contract';
import type { ChatConnectionView, ChatLine, ChatRoomView } from '../socket';

export const member: ChatIdentity = {
  userId: '10001',
  name: 'demo888',
  guest: false,
  vipLevel: 2,
  supportRid: 'support-10001',
};
export const guest: ChatIdentity = {
  userId: 'g0123456789ab',
  name: '游客89ab',
  guest: true,
  vipLevel: 0,
  supportRid: 'support-g0123456789ab',
};

export function chatRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    rid: 'match-g1',
    kind: 'match',
    title: '巴萨 vs 皇马',
    status: 'open',
    blocked: false,
    vipLevel: 0,
    online: 12,
    notice: '',
    ...overrides,
  };
}

let nextId = 1;

/** A stored message from someone else, unless `mine`. */
export function messageLine(msg: string, overrides: Partial<ChatMessage> & { mine?: boolean } = {}): ChatLine {
  const { mine = false, ...rest } = overrides;
  const id = String(nextId++);
  const message: ChatMessage = {
    id,
    cid: null,
    rid: 'match-g1',
    userId: 'u2',
    name: '球迷小王',
    role: 'member',
    vipLevel: 3,
    msg,
    at: Date.UTC(2025, 4, 20, 6, 7),
    ...rest,
  };
  return { kind: 'message', message, mine };
}

export function roomView(overrides: Partial<ChatRoomView> = {}): ChatRoomView {
  return {
    status: 'joined',
    error: null,
    room: chatRoom(),
    lines: [],
    hasOlder: false,
    loadingOlder: false,
    loadOlder: vi.fn(),
    mutedUntil: null,
    mutedReason: '',
    lastScore: null,
    prediction: null,
    lastGift: null,
    send: vi.fn(() => ({ ok: true as const })),
    retry: vi.fn(),
    ...overrides,
  };
}

export function connectionView(overrides: Partial<ChatConnectionView> = {}): ChatConnectionView {
  return { state: 'open', identity: member, ...overrides };
}
