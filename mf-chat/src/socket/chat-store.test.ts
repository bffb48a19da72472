import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RECONNECT_MS,
  CHAT_RETRY_MS,
  ChatMsgId,
  type ChatHistoryPage,
  type ChatIdentity,
  type ChatMessage,
  type ChatRoom,
} from 'shared/contract';
import '../setup';
import { ChatSocket, type ChatLogin } from './chat-socket';
import { ChatStore, type HistoryRequest } from './chat-store';
import { FakeSocket, acceptLogin, guestIdentity, memberIdentity, sequentialIds } from './fake-chat-server';

const RID = 'match-g1';
const room: ChatRoom = { rid: RID, kind: 'match', title: '甲队 vs 乙队', status: 'open', blocked: false, vipLevel: 0, online: 3, notice: '文明聊天' };

function message(id: number, from: Partial<ChatMessage> = {}): ChatMessage {
  return { id: String(id), cid: null, rid: RID, userId: 'u9', name: 'bob', role: 'member', vipLevel: 1, msg: `第${id}条`, at: id * 1000, ...from };
}
const messages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
const page = (pageNum: number, total: number, list: ChatMessage[], rid = RID): ChatHistoryPage => ({ rid, pageNum, pageSize: CHAT_HISTORY_PAGE_SIZE, total, list });

function setup(options: { login?: () => ChatLogin } = {}) {
  const sockets: FakeSocket[] = [];
  const fetchHistory = vi.fn<(request: HistoryRequest) => Promise<ChatHistoryPage>>();
  const emitScore = vi.fn();
  const toast = vi.fn();
  const log = vi.fn();
  const newId = sequentialIds();
  const store = new ChatStore({ fetchHistory, emitScore, toast, log, newId });
  const socket = new ChatSocket({
    url: 'ws://chat.test/stream',
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    credentials: () => Promise.resolve(options.login?.() ?? { msgId: ChatMsgId.GUEST_LOGIN, token: 'k'.repeat(32) }),
    onFrame: (frame) => store.onFrame(frame),
    onState: (state) => store.onState(state),
    onLogin: (identity) => store.onLogin(identity),
    onOffline: () => store.onOffline(),
    canSend: (frame) => store.canSend(frame),
    random: () => 0,
    log,
    newId,
  });
  store.attach(socket);
  const last = () => {
    const fake = sockets.at(-1);
    if (!fake) throw new Error('no socket');
    return fake;
  };
  const connect = async (identity: ChatIdentity = memberIdentity) => {
    if (sockets.length === 0) socket.start();
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(last(), identity);
  };
  const reconnect = async (identity: ChatIdentity = memberIdentity) => {
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await connect(identity);
  };
  /** Tracks the room and answers its join and first history page. */
  const joinRoom = (history: ChatHistoryPage = page(1, 0, []), joined: ChatRoom = room, mutedUntil: number | null = null) => {
    store.track(joined.rid);
    last().reply(ChatMsgId.JOIN_ROOM, { room: joined, mutedUntil });
    last().reply(ChatMsgId.HISTORY, history);
  };
  const view = (rid = RID) => store.roomView(rid);
  const texts = (rid = RID) =>
    view(rid).lines.map((line) => (line.kind === 'message' ? line.message.msg : line.kind === 'system' ? `[${line.text}]` : `(${line.kind}:${line.msg})`));
  return { store, socket, sockets, last, connect, reconnect, joinRoom, view, texts, fetchHistory, emitScore, toast, log };
}

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
    expect(last().lastFrame(ChatMsgId.HISTORY).msgData).toMatchObject({ rid: RID, pageNum: 1, pageSize: CHAT_HISTORY_PAGE_SIZE });
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

describe('every message id', () => {
  it('0: a heartbeat answer changes nothing', async () => {
    const { store, connect, joinRoom, last, view } = setup();
    await connect();
    joinRoom();
    const before = view();
    const connection = store.connection();
    last().push(ChatMsgId.HEARTBEAT, { at: 5 });
    expect(view()).toBe(before);
    expect(store.connection()).toBe(connection);
  });

  it('10001 and 10019: the login says who we are', async () => {
    const guest = setup();
    await guest.connect(guestIdentity);
    expect(guest.last().frames(ChatMsgId.GUEST_LOGIN)).toHaveLength(1);
    expect(guest.store.connection().identity).toEqual(guestIdentity);
    const member = setup({ login: () => ({ msgId: ChatMsgId.LOGIN, token: 'jwt' }) });
    await member.connect(memberIdentity);
    expect(member.last().frames(ChatMsgId.LOGIN)).toHaveLength(1);
    expect(member.store.connection().identity).toEqual(memberIdentity);
  });

  it('10002: the join reply gives the room and whether I am muted', async () => {
    const { connect, joinRoom, view } = setup();
    await connect();
    joinRoom(page(1, 0, []), room, Date.now() + 60_000);
    expect(view()).toMatchObject({ status: 'joined', room, mutedUntil: Date.now() + 60_000, error: null });
  });

  it('10003: messages of others are added, mine marked as mine', async () => {
    const { connect, joinRoom, view, last } = setup();
    await connect();
    joinRoom();
    last().push(ChatMsgId.SEND, message(1));
    last().push(ChatMsgId.SEND, message(2, { userId: memberIdentity.userId }));
    expect(view().lines.map((line) => line.kind === 'message' && line.mine)).toEqual([false, true]);
  });

  it('10004: I am muted until a time, then unmuted; another member’s mute is not mine', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom();
    const until = new Date(Date.now() + 30 * 60_000);
    // Beijing time (UTC+8, no daylight saving), as every time on the site.
    const beijing = new Date(until.getTime() + 8 * 3_600_000);
    const hhmm = `${String(beijing.getUTCHours()).padStart(2, '0')}:${String(beijing.getUTCMinutes()).padStart(2, '0')}`;
    last().push(ChatMsgId.MEMBER_MUTED, { rid: RID, userId: 'someone-else', mutedUntil: until.getTime(), reason: '' });
    expect(view().mutedUntil).toBeNull();
    last().push(ChatMsgId.MEMBER_MUTED, { rid: RID, userId: memberIdentity.userId, mutedUntil: until.getTime(), reason: '刷屏' });
    expect(view().mutedUntil).toBe(until.getTime());
    expect(texts().at(-1)).toMatch(new RegExp(`^\\[您已被禁言，解禁时间 (\\d\\d-\\d\\d )?${hhmm}（刷屏）\\]$`));
    last().push(ChatMsgId.MEMBER_MUTED, { rid: RID, userId: memberIdentity.userId, mutedUntil: null, reason: '' });
    expect(view().mutedUntil).toBeNull();
    expect(texts().at(-1)).toBe('[您已被解除禁言]');
  });

  it('10005: the room is blocked and unblocked', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom();
    last().push(ChatMsgId.ROOM_BLOCK, { rid: RID, blocked: true });
    expect(view().room?.blocked).toBe(true);
    expect(texts().at(-1)).toBe('[房间已被禁言]');
    last().push(ChatMsgId.ROOM_BLOCK, { rid: RID, blocked: false });
    expect(view().room?.blocked).toBe(false);
    expect(texts().at(-1)).toBe('[房间已解除禁言]');
  });

  it('10006: the room closes and opens', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom();
    last().push(ChatMsgId.ROOM_STATUS_CHANGE, { rid: RID, status: 'closed' });
    expect(view().room?.status).toBe('closed');
    expect(texts().at(-1)).toBe('[房间已关闭]');
    last().push(ChatMsgId.ROOM_STATUS_CHANGE, { rid: RID, status: 'open' });
    expect(view().room?.status).toBe('open');
    expect(texts().at(-1)).toBe('[房间已开放]');
  });

  it('10007: the VIP level needed to speak changes', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom();
    last().push(ChatMsgId.VIP_CHAT_LEVEL, { rid: RID, vipLevel: 3 });
    expect(view().room?.vipLevel).toBe(3);
    expect(texts().at(-1)).toBe('[需要VIP3及以上才能发言]');
    last().push(ChatMsgId.VIP_CHAT_LEVEL, { rid: RID, vipLevel: 0 });
    expect(texts().at(-1)).toBe('[房间已取消VIP发言限制]');
  });

  it('10008: someone joined the room', async () => {
    const { connect, joinRoom, last, texts } = setup();
    await connect();
    joinRoom();
    last().push(ChatMsgId.JOIN_BROADCAST, { rid: RID, userId: 'u7', name: 'carol', vipLevel: 1 });
    expect(texts()).toEqual(['[carol 进入了房间]']);
  });

  it('10009: the room’s title and online count change', async () => {
    const { connect, joinRoom, view, last } = setup();
    await connect();
    joinRoom();
    last().push(ChatMsgId.ROOM_STATUS_UPDATE, { rid: RID, title: '甲 vs 乙', online: 42 });
    expect(view().room).toMatchObject({ title: '甲 vs 乙', online: 42 });
  });

  it('10011: history pages come oldest first and merge without duplicates', async () => {
    const { connect, joinRoom, texts, view } = setup();
    await connect();
    joinRoom(page(1, 3, messages(1, 3)));
    expect(texts()).toEqual(['第1条', '第2条', '第3条']);
    expect(view().hasOlder).toBe(false);
  });

  it('10013: the room is destroyed; sends still waiting are refused', async () => {
    const { connect, joinRoom, view, last, socket } = setup();
    await connect();
    joinRoom();
    last().drop();
    view().send('等一下');
    const pending = view().lines[0];
    expect(pending?.kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await connectAgainWithPush();
    expect(view().status).toBe('destroyed');
    expect(view().lines).toEqual([expect.objectContaining({ kind: 'refused', msg: '等一下', reason: '房间已关闭' })]);
    expect(socket.pending(pending?.kind === 'pending' ? pending.cid : '')).toBe(false);
    // A destroyed room is not joined again by itself, only by retry.
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS * 3);
    const joins = last().frames(ChatMsgId.JOIN_ROOM).length;
    view().retry();
    expect(view().status).toBe('joining');
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(joins + 1);

    async function connectAgainWithPush() {
      last().open();
      await vi.advanceTimersByTimeAsync(0);
      acceptLogin(last(), memberIdentity);
      last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
      last().push(ChatMsgId.ROOM_DESTROY, { rid: RID });
    }
  });

  it('10014: a score push is kept and handed to the sports book', async () => {
    const { connect, joinRoom, view, last, emitScore } = setup();
    await connect();
    joinRoom();
    const push = { rid: RID, gameId: 'g1', sc_FT_H: 2, sc_FT_C: 1, re_time: "67'", gameStatus: 'live' };
    last().push(ChatMsgId.SCORE_PUSH, push);
    expect(emitScore).toHaveBeenCalledTimes(1);
    const handed = emitScore.mock.calls[0]?.[0] as { rid: string; gameId: string };
    expect(handed).toMatchObject({ rid: RID, gameId: 'g1' });
    expect(view().lastScore).toEqual(handed);
  });

  it('10015: the room is cleared; my messages on their way stay', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom(page(1, 3, messages(1, 3)));
    view().send('还在路上');
    last().push(ChatMsgId.CLEAR_ROOM, { rid: RID });
    expect(texts()).toEqual(['(pending:还在路上)', '[聊天记录已被清空]']);
    expect(view().hasOlder).toBe(false);
  });

  it('10016: the room’s notice is shown on joining', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom(page(1, 1, messages(1, 1)));
    last().push(ChatMsgId.JOIN_UNICAST, { rid: RID, notice: '欢迎来到聊天室，请文明发言' });
    expect(texts()).toEqual(['第1条', '[欢迎来到聊天室，请文明发言]']);
    expect(view().room?.notice).toBe('欢迎来到聊天室，请文明发言');
  });

  it('10017: a gift is kept and told', async () => {
    const { connect, joinRoom, view, last, texts } = setup();
    await connect();
    joinRoom();
    const gift = { rid: RID, userId: 'u7', name: 'carol', gift: '火箭', count: 2 };
    last().push(ChatMsgId.GIFT_RECORD, gift);
    expect(view().lastGift).toEqual(gift);
    expect(texts()).toEqual(['[carol 送出了 火箭 ×2]']);
  });

  it('10018: the score prediction is kept', async () => {
    const { connect, joinRoom, view, last } = setup();
    await connect();
    joinRoom();
    const prediction = { rid: RID, gameId: 'g1', predictions: [{ score: '2-1', percent: 31 }] };
    last().push(ChatMsgId.SCORE_PREDICTION, prediction);
    expect(view().prediction).toEqual(prediction);
  });

  it('60000: an internal notification becomes a toast once and is kept', async () => {
    const { store, connect, last, toast } = setup();
    await connect();
    const notification = { id: 'n1', title: '系统维护', content: '今晚 2 点维护 30 分钟', level: 'warning' };
    last().push(ChatMsgId.NOTIFICATION, notification);
    last().push(ChatMsgId.NOTIFICATION, notification);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ message: '系统维护：今晚 2 点维护 30 分钟', kind: 'error' });
    expect(store.connection().notification).toEqual(notification);
    last().push(ChatMsgId.NOTIFICATION, { ...notification, id: 'n2', level: 'info' });
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'info' }));
  });

  it('pushes for a room nobody tracks change nothing', async () => {
    const { store, connect, last } = setup();
    await connect();
    last().push(ChatMsgId.ROOM_BLOCK, { rid: 'match-other', blocked: true });
    last().push(ChatMsgId.SEND, message(1, { rid: 'match-other' }));
    expect(store.roomView('match-other').status).toBe('idle');
  });
});

describe('older pages', () => {
  it('loads older pages over HTTP, skips the overlap, and stops at the oldest', async () => {
    const { connect, joinRoom, view, texts, fetchHistory, last } = setup();
    await connect();
    joinRoom(page(1, 33, messages(19, 33)));
    // Two new messages arrive: the next page starts after the 17 held.
    last().push(ChatMsgId.SEND, message(34));
    last().push(ChatMsgId.SEND, message(35));
    let answer: (value: ChatHistoryPage) => void = () => undefined;
    fetchHistory.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    view().loadOlder();
    expect(view().loadingOlder).toBe(true);
    view().loadOlder();
    expect(fetchHistory).toHaveBeenCalledTimes(1);
    expect(fetchHistory).toHaveBeenCalledWith({ rid: RID, pageNum: 2, pageSize: 15 });
    answer(page(2, 35, messages(6, 20)));
    await vi.advanceTimersByTimeAsync(0);
    expect(view().loadingOlder).toBe(false);
    expect(texts()).toEqual(messages(6, 35).map((item) => item.msg));
    expect(view().hasOlder).toBe(true);
    fetchHistory.mockResolvedValueOnce(page(3, 35, messages(1, 5)));
    view().loadOlder();
    expect(fetchHistory).toHaveBeenLastCalledWith({ rid: RID, pageNum: 3, pageSize: 15 });
    await vi.advanceTimersByTimeAsync(0);
    expect(texts()[0]).toBe('第1条');
    expect(texts()).toHaveLength(35);
    expect(view().hasOlder).toBe(false);
    view().loadOlder();
    expect(fetchHistory).toHaveBeenCalledTimes(2);
  });

  it('tells the player when an older page cannot be loaded', async () => {
    const { connect, joinRoom, view, fetchHistory, toast } = setup();
    await connect();
    joinRoom(page(1, 30, messages(16, 30)));
    fetchHistory.mockRejectedValueOnce(new Error('network'));
    view().loadOlder();
    await vi.advanceTimersByTimeAsync(0);
    expect(view().loadingOlder).toBe(false);
    expect(toast).toHaveBeenCalledWith({ message: '更早的消息加载失败，请稍后重试', kind: 'error' });
  });

  it('drops an older page that arrives after the room was cleared', async () => {
    const { connect, joinRoom, view, fetchHistory, last, texts } = setup();
    await connect();
    joinRoom(page(1, 30, messages(16, 30)));
    let answer: (value: ChatHistoryPage) => void = () => undefined;
    fetchHistory.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    view().loadOlder();
    last().push(ChatMsgId.CLEAR_ROOM, { rid: RID });
    answer(page(2, 30, messages(1, 15)));
    await vi.advanceTimersByTimeAsync(0);
    expect(texts()).toEqual(['[聊天记录已被清空]']);
  });

  it('loads a guest’s support room over the socket (10011), as HTTP refuses guests', async () => {
    const supportRid = guestIdentity.supportRid;
    const support: ChatRoom = { ...room, rid: supportRid, kind: 'support', title: '在线客服' };
    const { connect, joinRoom, view, last, fetchHistory, texts } = setup();
    await connect(guestIdentity);
    const list = (from: number, to: number) => messages(from, to).map((item) => ({ ...item, rid: supportRid }));
    joinRoom(page(1, 20, list(6, 20), supportRid), support);
    view(supportRid).loadOlder();
    expect(fetchHistory).not.toHaveBeenCalled();
    expect(last().lastFrame(ChatMsgId.HISTORY).msgData).toMatchObject({ rid: supportRid, pageNum: 2 });
    expect(view(supportRid).loadingOlder).toBe(true);
    last().reply(ChatMsgId.HISTORY, page(2, 20, list(1, 5), supportRid));
    expect(view(supportRid).loadingOlder).toBe(false);
    expect(texts(supportRid)).toHaveLength(20);
    expect(view(supportRid).hasOlder).toBe(false);
  });
});

describe('reconnecting and switching identity', () => {
  it('keeps the lines while reconnecting, joins again and adds what was missed', async () => {
    const { connect, joinRoom, view, last, texts, store } = setup();
    await connect();
    joinRoom(page(1, 5, messages(1, 5)));
    last().drop();
    expect(store.connection().state).toBe('reconnecting');
    expect(view().status).toBe('joined');
    expect(texts()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await connect();
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(1);
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    last().reply(ChatMsgId.HISTORY, page(1, 8, messages(1, 8)));
    expect(texts()).toEqual(messages(1, 8).map((item) => item.msg));
  });

  it('starts over from page 1 when more was said while away than one page holds', async () => {
    const { connect, reconnect, joinRoom, last, texts, view } = setup();
    await connect();
    joinRoom(page(1, 5, messages(1, 5)));
    await reconnect();
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    last().reply(ChatMsgId.HISTORY, page(1, 40, messages(26, 40)));
    expect(texts()).toEqual(messages(26, 40).map((item) => item.msg));
    expect(view().hasOlder).toBe(true);
  });

  it('a new identity starts every room over and joins it again; another identity’s support room is left alone', async () => {
    const { store, socket, connect, joinRoom, view, last, texts } = setup();
    await connect(guestIdentity);
    joinRoom(page(1, 2, messages(1, 2)));
    store.track(guestIdentity.supportRid);
    last().reply(ChatMsgId.JOIN_ROOM, { room: { ...room, rid: guestIdentity.supportRid, kind: 'support' }, mutedUntil: null });
    expect(texts()).toHaveLength(2);
    const joinsBefore = last().frames(ChatMsgId.JOIN_ROOM).length;
    socket.relogin();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(last(), memberIdentity);
    expect(store.connection().identity).toEqual(memberIdentity);
    expect(view().status).toBe('joining');
    expect(view().lines).toEqual([]);
    const joins = last().frames(ChatMsgId.JOIN_ROOM).slice(joinsBefore);
    expect(joins.map((frame) => frame.msgData.rid)).toEqual([RID]);
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    last().reply(ChatMsgId.HISTORY, page(1, 2, [message(1), message(2, { userId: memberIdentity.userId })]));
    expect(view().lines.map((line) => line.kind === 'message' && line.mine)).toEqual([false, true]);
  });

  it('forgets rooms nobody tracks at the next login', async () => {
    const { store, connect, reconnect, joinRoom, last } = setup();
    await connect();
    const untrack = store.track('match-g2');
    joinRoom();
    untrack();
    untrack();
    await reconnect();
    expect(last().frames(ChatMsgId.JOIN_ROOM).map((frame) => frame.msgData.rid)).toEqual([RID]);
    expect(store.roomView('match-g2').status).toBe('idle');
  });
});

describe('unread', () => {
  it('counts messages of others since the last markRead, not mine nor system ones', async () => {
    const { store, connect, joinRoom, last } = setup();
    await connect();
    joinRoom(page(1, 3, messages(1, 3)));
    expect(store.unreadCount(RID)).toBe(0);
    last().push(ChatMsgId.SEND, message(10, { role: 'agent', userId: 'agent-1' }));
    last().push(ChatMsgId.SEND, message(11, { userId: memberIdentity.userId }));
    last().push(ChatMsgId.SEND, message(12, { role: 'system', userId: 'system' }));
    last().push(ChatMsgId.SEND, message(13));
    last().push(ChatMsgId.JOIN_BROADCAST, { rid: RID, userId: 'u7', name: 'carol', vipLevel: 1 });
    expect(store.unreadCount(RID)).toBe(2);
    store.markRead(RID);
    expect(store.unreadCount(RID)).toBe(0);
    last().push(ChatMsgId.SEND, message(14));
    expect(store.unreadCount(RID)).toBe(1);
    expect(store.unreadCount(null)).toBe(0);
  });
});
