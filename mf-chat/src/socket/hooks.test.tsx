import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatMsgId, type ChatRoom } from 'shared/contract';
import { parseBrandConfig } from 'shared/config';
import { appStore, brandAtom, sessionAtom } from 'shared/state';
import '../setup';
import { resetChat, startChat } from './chat-runtime';
import { FakeSocket, acceptLogin, guestIdentity, sequentialIds } from './fake-chat-server';
import { useChatConnection, useChatRoom, useUnread } from './index';

const parsed = parseBrandConfig({
  brand: 't',
  siteId: '1',
  siteName: '测试站',
  apiBaseUrl: 'http://127.0.0.1:1',
  chatSocketUrl: 'ws://127.0.0.1:9/stream',
  remotes: {},
});
if (!parsed.ok) throw new Error('test brand invalid');

const supportRid = guestIdentity.supportRid;
const support: ChatRoom = {
  rid: supportRid,
  kind: 'support',
  title: '在线客服',
  status: 'open',
  blocked: false,
  vipLevel: 0,
  online: 1,
  notice: '',
};
const agentMessage = (id: string, msg: string) => ({
  id,
  cid: null,
  rid: supportRid,
  userId: 'agent-1',
  name: '客服小美',
  role: 'agent',
  vipLevel: 0,
  msg,
  at: 1,
});

let sockets: FakeSocket[] = [];
const last = () => {
  const fake = sockets.at(-1);
  if (!fake) throw new Error('no socket');
  return fake;
};

async function connectAsGuest() {
  await act(async () => {
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(last(), guestIdentity);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetChat();
  sockets = [];
  appStore.set(brandAtom, parsed.config);
  appStore.set(sessionAtom, null);
  startChat({
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    fetchHistory: vi.fn(),
    random: () => 0,
    log: () => undefined,
    newId: sequentialIds(),
  });
});
afterEach(() => {
  resetChat();
  vi.useRealTimers();
});

describe('the chat hooks', () => {
  it('useChatConnection follows the socket and who it is logged in as', async () => {
    const { result } = renderHook(() => useChatConnection());
    expect(result.current).toMatchObject({ state: 'connecting', identity: null });
    await connectAsGuest();
    expect(result.current).toMatchObject({ state: 'open', identity: guestIdentity });
    act(() => last().drop());
    expect(result.current.state).toBe('reconnecting');
  });

  it('useChatRoom joins the room while mounted and shows its lines', async () => {
    await connectAsGuest();
    const { result, unmount } = renderHook(({ rid }) => useChatRoom(rid), {
      initialProps: { rid: supportRid as string | null },
    });
    expect(result.current.status).toBe('joining');
    expect(last().lastFrame(ChatMsgId.JOIN_ROOM).msgData.rid).toBe(supportRid);
    act(() => {
      last().reply(ChatMsgId.JOIN_ROOM, { room: support, mutedUntil: null });
      last().reply(ChatMsgId.HISTORY, {
        rid: supportRid,
        pageNum: 1,
        pageSize: 15,
        total: 1,
        list: [agentMessage('1', '您好，请问有什么可以帮您？')],
      });
    });
    expect(result.current.status).toBe('joined');
    expect(result.current.lines).toEqual([expect.objectContaining({ kind: 'message', mine: false })]);
    let sent: unknown;
    act(() => {
      sent = result.current.send('我要充值');
    });
    expect(sent).toEqual({ ok: true });
    expect(result.current.lines.at(-1)).toMatchObject({ kind: 'pending', msg: '我要充值' });
    unmount();
  });

  it('useChatRoom(null) is idle and joins nothing', async () => {
    await connectAsGuest();
    const { result } = renderHook(() => useChatRoom(null));
    expect(result.current.status).toBe('idle');
    expect(result.current.send('hi')).toEqual({ ok: false, reason: '还没有进入房间，请稍候再发' });
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(0);
  });

  it('useUnread counts the agent’s replies until markRead', async () => {
    await connectAsGuest();
    const { result } = renderHook(() => useUnread(supportRid));
    act(() => {
      last().reply(ChatMsgId.JOIN_ROOM, { room: support, mutedUntil: null });
      last().reply(ChatMsgId.HISTORY, { rid: supportRid, pageNum: 1, pageSize: 15, total: 0, list: [] });
    });
    expect(result.current.count).toBe(0);
    act(() => {
      last().push(ChatMsgId.SEND, agentMessage('2', '在的'));
      last().push(ChatMsgId.SEND, agentMessage('3', '请问有什么问题？'));
    });
    expect(result.current.count).toBe(2);
    act(() => result.current.markRead());
    expect(result.current.count).toBe(0);
  });
});
