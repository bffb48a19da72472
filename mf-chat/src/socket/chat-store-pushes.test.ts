import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_RECONNECT_MS, CHAT_RETRY_MS, ChatMsgId } from 'shared/contract';
import { acceptLogin, guestIdentity, memberIdentity } from './fake-chat-server';
import { RID, room, message, messages, page, setup } from './chat-store-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
    last().push(ChatMsgId.MEMBER_MUTED, {
      rid: RID,
      userId: memberIdentity.userId,
      mutedUntil: until.getTime(),
      reason: '刷屏',
    });
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
