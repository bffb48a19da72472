import { describe, expect, it } from 'vitest';
import { ChatMsgId, type ChatMessage } from 'shared/contract';
import type { WebSocketLike } from 'shared/socket';
import { AgentSocket, agentSocketUrl, type AgentChatState } from './agent-socket';

class FakeSocket implements WebSocketLike {
  readonly sent: { msgId: number; msgData: Record<string, unknown> }[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as { msgId: number; msgData: Record<string, unknown> });
  }
  close(): void {}
  open(): void {
    this.onopen?.(new Event('open'));
  }
  push(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  cidOf(msgId: number): string {
    return String([...this.sent].reverse().find((frame) => frame.msgId === msgId)?.msgData.cid);
  }
}

const RID = 'support-g1234abcd';
const message = (id: string, msg: string, role: ChatMessage['role']): ChatMessage => ({
  id,
  cid: null,
  rid: RID,
  userId: role === 'agent' ? 'op4' : 'g1234abcd',
  name: role === 'agent' ? '客服一' : '游客abcd',
  role,
  vipLevel: 0,
  msg,
  at: Number(id),
});

function start() {
  const fake = new FakeSocket();
  const states: AgentChatState[] = [];
  const socket = new AgentSocket({
    apiBaseUrl: 'https://api.example.com/',
    siteId: '1',
    token: 'op_console-token',
    onChange: (state) => states.push(state),
    createSocket: () => fake,
  });
  socket.start();
  fake.open();
  return { fake, socket, last: () => states.at(-1) };
}

describe('the agent socket', () => {
  it('connects to the chat path beside the console API with the handshake query', () => {
    expect(agentSocketUrl('https://api.example.com/', '7')).toBe(
      'wss://api.example.com/stream?clientType=web&siteId=7',
    );
  });

  it('logs in with the console session and joins the held room only after the login is accepted', () => {
    const { fake, socket, last } = start();
    expect(fake.sent[0]).toMatchObject({ msgId: ChatMsgId.LOGIN, msgData: { token: 'op_console-token' } });
    socket.open(RID);
    expect(fake.sent.some((frame) => frame.msgId === ChatMsgId.JOIN_ROOM)).toBe(false);
    fake.push({
      msgId: ChatMsgId.LOGIN,
      code: 6000,
      cid: fake.cidOf(ChatMsgId.LOGIN),
      msgData: { userId: 'op4', name: '客服一', guest: false, vipLevel: 0, supportRid: '' },
    });
    expect(last()?.ready).toBe(true);
    expect(fake.sent.map((frame) => frame.msgId)).toEqual([ChatMsgId.LOGIN, ChatMsgId.JOIN_ROOM, ChatMsgId.HISTORY]);
    expect(fake.sent[1]?.msgData.rid).toBe(RID);
  });

  it('keeps history and live messages in order, once each, and shows a refused send', () => {
    const { fake, socket, last } = start();
    fake.push({
      msgId: ChatMsgId.LOGIN,
      code: 6003,
      msg: '只有客服人员可以接待在线客服会话',
      cid: fake.cidOf(ChatMsgId.LOGIN),
      msgData: null,
    });
    expect(last()).toMatchObject({ ready: false, loginProblem: '只有客服人员可以接待在线客服会话' });
    fake.push({
      msgId: ChatMsgId.LOGIN,
      code: 6000,
      cid: fake.cidOf(ChatMsgId.LOGIN),
      msgData: { userId: 'op4', name: '客服一', guest: false, vipLevel: 0, supportRid: '' },
    });
    socket.open(RID);
    const first = message('1', '怎么充值', 'guest');
    fake.push({
      msgId: ChatMsgId.HISTORY,
      code: 6000,
      cid: fake.cidOf(ChatMsgId.HISTORY),
      msgData: { rid: RID, pageNum: 1, pageSize: 50, total: 1, list: [first] },
    });
    socket.send(RID, '您好');
    expect(fake.sent.at(-1)).toMatchObject({ msgId: ChatMsgId.SEND, msgData: { rid: RID, msg: '您好' } });
    const answer = message('2', '您好', 'agent');
    fake.push({ msgId: ChatMsgId.SEND, code: 6000, cid: fake.cidOf(ChatMsgId.SEND), msgData: answer });
    fake.push({ msgId: ChatMsgId.SEND, code: 6000, msgData: first });
    expect(last()?.messages[RID]?.map((m) => m.msg)).toEqual(['怎么充值', '您好']);

    socket.send(RID, '还在吗');
    fake.push({
      msgId: ChatMsgId.SEND,
      code: 6003,
      msg: '该会话已不由您接待',
      cid: fake.cidOf(ChatMsgId.SEND),
      msgData: null,
    });
    expect(last()?.problems[RID]).toBe('该会话已不由您接待');
  });
});
