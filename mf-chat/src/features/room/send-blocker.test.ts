import { describe, expect, it } from 'vitest';
import { chatRoom, guest, member } from '../../testing/chat-fixtures';
import { sendBlocker } from './send-blocker';

const now = 1_000_000;

describe('sendBlocker', () => {
  it('puts a closed room before everything else, as the server does', () => {
    expect(
      sendBlocker({ room: chatRoom({ status: 'closed', blocked: true }), mutedUntil: now + 1 }, guest, now),
    ).toEqual({ kind: 'closed' });
  });

  it('puts the block before a mute, and a mute before the VIP grade', () => {
    expect(sendBlocker({ room: chatRoom({ blocked: true }), mutedUntil: now + 1 }, member, now)).toEqual({
      kind: 'blocked',
    });
    expect(sendBlocker({ room: chatRoom({ vipLevel: 9 }), mutedUntil: now + 1 }, member, now)).toEqual({
      kind: 'muted',
      until: now + 1,
      reason: '',
    });
    expect(sendBlocker({ room: chatRoom({ vipLevel: 9 }), mutedUntil: now }, member, now)).toEqual({
      kind: 'vip',
      level: 9,
    });
  });

  it('blocks nothing before the room is known', () => {
    expect(sendBlocker({ room: null, mutedUntil: null }, guest, now)).toBeNull();
  });
});
