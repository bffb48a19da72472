import { describe, expect, it } from 'vitest';
import { chatClientFrameSchema, ChatMsgId } from './chat-socket';
import { SOCKET_CONTROL_CHARACTER_MESSAGE } from './socket-text';

const cid = 'cid-control-1';

describe('chatClientFrameSchema refuses control characters as HTTP does', () => {
  it.each([
    ['NUL in a message', { msgId: ChatMsgId.SEND, msgData: { rid: 'support-1', msg: 'a\u0000b', cid } }],
    ['an escape in a message', { msgId: ChatMsgId.SEND, msgData: { rid: 'support-1', msg: '\u001b[31mred', cid } }],
    ['DEL in a message', { msgId: ChatMsgId.SEND, msgData: { rid: 'support-1', msg: 'x\u007f', cid } }],
    ['NUL in a login token', { msgId: ChatMsgId.LOGIN, msgData: { token: 'eyJ\u0000', cid } }],
    [
      'a control character in a cid',
      { msgId: ChatMsgId.JOIN_ROOM, msgData: { rid: 'match-1', cid: 'cid-\u0007-bell' } },
    ],
    [
      'NUL in a history cid',
      { msgId: ChatMsgId.HISTORY, msgData: { rid: 'match-1', pageNum: 1, cid: 'cid\u0000cid\u0000' } },
    ],
  ])('%s', (_, frame) => {
    const parsed = chatClientFrameSchema.safeParse(frame);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(SOCKET_CONTROL_CHARACTER_MESSAGE);
  });

  it('takes tab, line feed and carriage return in a message, and any other text', () => {
    const parsed = chatClientFrameSchema.safeParse({
      msgId: ChatMsgId.SEND,
      msgData: { rid: 'support-1', msg: '第一行\r\n\t第二行 😀', cid },
    });
    expect(parsed.success).toBe(true);
  });
});
