import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatMsgId, type ChatHistoryPage, type ChatRoom } from 'shared/contract';
import { guestIdentity } from './fake-chat-server';
import { RID, room, message, messages, page, setup } from './chat-store-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
