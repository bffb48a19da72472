import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RECONNECT_MS,
  CHAT_RETRY_MS,
  ChatMsgId,
} from 'shared/contract';
import { memberIdentity } from './fake-chat-server';
import { RID, room, message, messages, page, setup } from './chat-store-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
describe('joining a room', () => {
  it('joins a tracked room after the login, then loads page 1 of its history over the socket', async () => {
    const { store, last, connect, view, texts } = setup();
    store.track(RID);
    expect(view().status).toBe('joining');
    await connect();
    expect(store.connection().identity).toEqual(memberIdentity);
    expect(store.connection().state).toBe('open');
    expect(last().lastFrame(ChatMsgId.JOIN_ROOM).msgData).toEqual({ rid: RID, cid: expect.any(String) });
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    expect(view().status).toBe('joined');
    expect(view().room).toEqual(room);
    expect(last().lastFrame(ChatMsgId.HISTORY).msgData).toMatchObject({
      rid: RID,
      pageNum: 1,
      pageSize: CHAT_HISTORY_PAGE_SIZE,
    });
    last().reply(ChatMsgId.HISTORY, page(1, 40, messages(26, 40)));
    expect(texts()).toHaveLength(15);
    expect(texts()[0]).toBe('第26条');
    expect(view().hasOlder).toBe(true);
  });

  it('joins at once when tracked after the login', async () => {
    const { store, last, connect } = setup();
    await connect();
    store.track(RID);
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(1);
  });

  it('fails with the server’s reason and joins again on retry', async () => {
    const { store, last, connect, view } = setup();
    await connect();
    store.track('match-nope');
    last().refuse(ChatMsgId.JOIN_ROOM, 6004, '未找到该比赛的聊天室');
    expect(view('match-nope')).toMatchObject({ status: 'failed', error: '未找到该比赛的聊天室' });
    view('match-nope').retry();
    expect(view('match-nope').status).toBe('joining');
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(2);
    last().refuse(ChatMsgId.JOIN_ROOM, 6003);
    expect(view('match-nope').error).toBe('请求拒绝');
  });

  it('keeps the same view object while nothing changes', async () => {
    const { view, connect, joinRoom } = setup();
    await connect();
    joinRoom();
    expect(view()).toBe(view());
  });
});

describe('sending', () => {
  it('refuses empty and too long messages on the client', async () => {
    const { connect, joinRoom, view, last } = setup();
    await connect();
    joinRoom();
    expect(view().send('   ')).toEqual({ ok: false, reason: '不能发送空消息' });
    expect(view().send('字'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toEqual({ ok: false, reason: '消息不能超过200个字' });
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect(view().send('😀'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toEqual({ ok: true });
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(1);
  });

  it('refuses to send in a room it has not joined', async () => {
    const { store, connect } = setup();
    await connect();
    expect(store.roomView(RID).send('你好')).toEqual({ ok: false, reason: '还没有进入房间，请稍候再发' });
    store.track(RID);
    expect(store.roomView(RID).send('你好')).toEqual({ ok: false, reason: '还没有进入房间，请稍候再发' });
  });

  it('shows a pending line, trimmed, that the reply turns into my message', async () => {
    const { connect, joinRoom, view, last } = setup();
    await connect();
    joinRoom();
    expect(view().send('  你好  ')).toEqual({ ok: true });
    const sent = last().lastFrame(ChatMsgId.SEND);
    expect(sent.msgData).toEqual({ rid: RID, msg: '你好', cid: sent.msgData.cid });
    expect(view().lines).toEqual([{ kind: 'pending', cid: sent.msgData.cid, msg: '你好', at: expect.any(Number) }]);
    const mine = message(50, { cid: sent.msgData.cid, userId: memberIdentity.userId, name: 'alice', msg: '你好' });
    last().reply(ChatMsgId.SEND, mine);
    expect(view().lines).toEqual([{ kind: 'message', message: mine, mine: true }]);
  });

  it('drops the same message arriving as reply and as broadcast', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom();
    view().send('你好');
    const cid = last().lastFrame(ChatMsgId.SEND).msgData.cid;
    const mine = message(50, { cid, userId: memberIdentity.userId, msg: '你好' });
    last().push(ChatMsgId.SEND, mine);
    last().reply(ChatMsgId.SEND, mine, cid);
    last().push(ChatMsgId.SEND, mine);
    expect(texts()).toEqual(['你好']);
    const other = message(51);
    last().push(ChatMsgId.SEND, other);
    last().push(ChatMsgId.SEND, other);
    expect(texts()).toEqual(['你好', '第51条']);
  });

  it('turns a refused send into a refused line with the server’s text, or the catalogue’s', async () => {
    const { connect, joinRoom, view, last } = setup();
    await connect();
    joinRoom();
    view().send('一');
    last().refuse(ChatMsgId.SEND, 7502, '您已被禁言，还剩 9 分钟');
    view().send('二');
    last().refuse(ChatMsgId.SEND, 7507);
    expect(view().lines).toEqual([
      expect.objectContaining({ kind: 'refused', msg: '一', reason: '您已被禁言，还剩 9 分钟' }),
      expect.objectContaining({ kind: 'refused', msg: '二', reason: '发言太快了，请稍后再试' }),
    ]);
  });

  it('holds a send made while reconnecting and delivers it once, with its cid, after the room is joined again', async () => {
    const { connect, joinRoom, view, last, sockets } = setup();
    await connect();
    joinRoom();
    last().drop();
    expect(view().send('断线时说的')).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await connect();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS * 2);
    // Joining again comes first; the send waits for its answer.
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(0);
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    const sent = last().frames(ChatMsgId.SEND);
    expect(sent).toHaveLength(1);
    expect(sockets[0]?.frames(ChatMsgId.SEND)).toHaveLength(0);
    const cid = String(sent[0]?.msgData.cid);
    last().reply(ChatMsgId.SEND, message(60, { cid, userId: memberIdentity.userId, msg: '断线时说的' }), cid);
    expect(view().lines.filter((line) => line.kind === 'message')).toHaveLength(1);
    expect(view().lines.some((line) => line.kind === 'pending')).toBe(false);
  });

  it('re-sends an unanswered message after a drop with the same cid and shows it once', async () => {
    const { connect, reconnect, joinRoom, view, last, sockets, texts } = setup();
    await connect();
    joinRoom();
    view().send('你好');
    const cid = last().lastFrame(ChatMsgId.SEND).msgData.cid;
    await reconnect();
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    expect(last().lastFrame(ChatMsgId.SEND).msgData.cid).toBe(cid);
    const stored = message(61, { cid, userId: memberIdentity.userId, msg: '你好' });
    // The server had stored it before the drop: history brings it, then the reply to the resend.
    last().reply(ChatMsgId.HISTORY, page(1, 1, [stored]));
    last().reply(ChatMsgId.SEND, stored, cid);
    expect(texts()).toEqual(['你好']);
    expect(sockets.flatMap((fake) => fake.frames(ChatMsgId.SEND))).toHaveLength(2);
  });
});
