import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE_SESSION_ENDED, CHAT_RECONNECT_MS, ChatMsgId, type ChatRoom } from 'shared/contract';
import { bus } from 'shared/bus';
import { pageTraceId } from 'shared/diagnostics';
import { parseBrandConfig } from 'shared/config';
import { appStore, brandAtom, sessionAtom } from 'shared/state';
import '../setup';
import { chatStore, ensureChatStarted, resetChat, startChat } from './chat-runtime';
import { FakeSocket, acceptLogin, guestIdentity, memberIdentity, sequentialIds } from './fake-chat-server';
import { GUEST_KEY_ITEM } from './guest-key';

const parsed = parseBrandConfig({
  brand: 't',
  siteId: '7',
  siteName: '测试站',
  apiBaseUrl: 'http://127.0.0.1:1',
  chatSocketUrl: 'ws://127.0.0.1:9/stream',
  remotes: {},
});
if (!parsed.ok) throw new Error('test brand invalid');
const brand = parsed.config;

const RID = 'match-g1';
const room: ChatRoom = {
  rid: RID,
  kind: 'match',
  title: '甲 vs 乙',
  status: 'open',
  blocked: false,
  vipLevel: 0,
  online: 1,
  notice: '',
};

function setup() {
  const sockets: FakeSocket[] = [];
  const fetchJwt = vi.fn<() => Promise<string>>();
  fetchJwt.mockResolvedValueOnce('jwt.one').mockResolvedValueOnce('jwt.two').mockResolvedValue('jwt.more');
  startChat({
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    fetchJwt,
    fetchHistory: vi.fn(),
    random: () => 0,
    log: () => undefined,
    newId: sequentialIds(),
  });
  const last = () => {
    const fake = sockets.at(-1);
    if (!fake) throw new Error('no socket');
    return fake;
  };
  const logins = () =>
    last().sent.filter((frame) => frame.msgId === ChatMsgId.LOGIN || frame.msgId === ChatMsgId.GUEST_LOGIN);
  const open = async () => {
    last().open();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sockets, last, logins, open, fetchJwt, store: chatStore() };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetChat();
  localStorage.clear();
  appStore.set(brandAtom, brand);
  appStore.set(sessionAtom, null);
});
afterEach(() => {
  resetChat();
  vi.useRealTimers();
});

describe('the page’s chat', () => {
  it('connects once to the brand’s chat address with clientType=web and the site id', () => {
    const { sockets } = setup();
    ensureChatStarted();
    ensureChatStarted();
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('ws://127.0.0.1:9/stream');
    expect(url.searchParams.get('clientType')).toBe('web');
    expect(url.searchParams.get('siteId')).toBe('7');
  });

  it('waits for the brand when started before it is loaded', () => {
    appStore.set(brandAtom, null);
    const { sockets } = setup();
    expect(sockets).toHaveLength(0);
    appStore.set(brandAtom, brand);
    expect(sockets).toHaveLength(1);
  });

  it('logs a visitor in as a guest with a key kept in local storage, the same after a reconnect', async () => {
    const { last, logins, open, fetchJwt } = setup();
    await open();
    const token = String(logins()[0]?.msgData.token);
    expect(logins()[0]?.msgId).toBe(ChatMsgId.GUEST_LOGIN);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(localStorage.getItem(GUEST_KEY_ITEM)).toBe(token);
    expect(fetchJwt).not.toHaveBeenCalled();
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await open();
    expect(logins()[0]?.msgData.token).toBe(token);
  });

  it('logs a member in with the jwt of member/jwt, and fetches a fresh one when it is refused', async () => {
    appStore.set(sessionAtom, { token: 'session-1', userId: 'u1' });
    const { last, logins, open, fetchJwt, store } = setup();
    await open();
    expect(logins()).toEqual([
      { msgId: ChatMsgId.LOGIN, msgData: { token: 'jwt.one', cid: expect.any(String), traceId: pageTraceId() } },
    ]);
    last().refuse(ChatMsgId.LOGIN, 6001, '请重新登录');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchJwt).toHaveBeenCalledTimes(2);
    expect(logins()[1]?.msgData.token).toBe('jwt.two');
    // Refused twice: the member still reads the chat, as a guest.
    last().refuse(ChatMsgId.LOGIN, 6001);
    await vi.advanceTimersByTimeAsync(0);
    expect(logins()[2]?.msgId).toBe(ChatMsgId.GUEST_LOGIN);
    acceptLogin(last(), guestIdentity);
    expect(store.connection().identity).toEqual(guestIdentity);
  });

  it('closed because the session ended: comes back after the usual delay as a guest, says so once, and is a member again after a new login', async () => {
    appStore.set(sessionAtom, { token: 'session-1', userId: 'u1' });
    const { sockets, last, logins, open, fetchJwt } = setup();
    const toasts = vi.fn();
    const offToast = bus.on('ui:toast', toasts);
    await open();
    acceptLogin(last(), memberIdentity);
    last().drop(CHAT_CLOSE_SESSION_ENDED);
    // No reconnect before the usual delay: a crowd ended at once does not come back at once.
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    await open();
    expect(logins().map((frame) => frame.msgId)).toEqual([ChatMsgId.GUEST_LOGIN]);
    expect(fetchJwt).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith({
      message: '登录已失效，聊天室已切换为游客身份，重新登录后可继续以会员身份聊天',
      kind: 'info',
    });
    acceptLogin(last(), guestIdentity);

    // Another drop of the same ended session: a guest again, told once only.
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await open();
    expect(logins().map((frame) => frame.msgId)).toEqual([ChatMsgId.GUEST_LOGIN]);
    expect(toasts).toHaveBeenCalledTimes(1);

    appStore.set(sessionAtom, { token: 'session-2', userId: 'u1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(logins().map((frame) => frame.msgId)).toEqual([ChatMsgId.GUEST_LOGIN, ChatMsgId.LOGIN]);
    expect(logins()[1]?.msgData.token).toBe('jwt.two');
    offToast();
  });

  it('reuses the jwt on a reconnect of the same session', async () => {
    appStore.set(sessionAtom, { token: 'session-1', userId: 'u1' });
    const { last, logins, open, fetchJwt } = setup();
    await open();
    acceptLogin(last(), memberIdentity);
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await open();
    expect(logins()[0]?.msgData.token).toBe('jwt.one');
    expect(fetchJwt).toHaveBeenCalledTimes(1);
  });

  it('switches identity on login and logout without a new socket, and joins its rooms again', async () => {
    const { sockets, last, logins, open, fetchJwt, store } = setup();
    await open();
    acceptLogin(last(), guestIdentity);
    store.track(RID);
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(1);

    appStore.set(sessionAtom, { token: 'session-1', userId: 'u1' });
    await vi.advanceTimersByTimeAsync(0);
    bus.emit('auth:login-success', { userId: 'u1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(fetchJwt).toHaveBeenCalledTimes(1);
    expect(logins().map((frame) => frame.msgId)).toEqual([ChatMsgId.GUEST_LOGIN, ChatMsgId.LOGIN]);
    expect(logins()[1]?.msgData.token).toBe('jwt.one');
    acceptLogin(last(), memberIdentity);
    expect(store.connection().identity).toEqual(memberIdentity);
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(2);
    expect(store.roomView(RID).status).toBe('joining');

    appStore.set(sessionAtom, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(logins().map((frame) => frame.msgId)).toEqual([
      ChatMsgId.GUEST_LOGIN,
      ChatMsgId.LOGIN,
      ChatMsgId.GUEST_LOGIN,
    ]);
    acceptLogin(last(), guestIdentity);
    expect(store.connection().identity).toEqual(guestIdentity);
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(3);
  });

  it('a new login fetches a new jwt even for the same member', async () => {
    appStore.set(sessionAtom, { token: 'session-1', userId: 'u1' });
    const { last, logins, open } = setup();
    await open();
    acceptLogin(last(), memberIdentity);
    appStore.set(sessionAtom, { token: 'session-2', userId: 'u1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(logins().map((frame) => frame.msgData.token)).toEqual(['jwt.one', 'jwt.two']);
  });

  it('hands score pushes to the bus and shows internal notifications as toasts', async () => {
    const { last, open } = setup();
    const scores = vi.fn();
    const toasts = vi.fn();
    const offScore = bus.on('chat:score', scores);
    const offToast = bus.on('ui:toast', toasts);
    await open();
    acceptLogin(last(), guestIdentity);
    last().push(ChatMsgId.SCORE_PUSH, { rid: RID, gameId: 'g1', sc_FT_H: 1, sc_FT_C: 0 });
    last().push(ChatMsgId.NOTIFICATION, { id: 'n1', title: '公告', content: '欢迎', level: 'info' });
    offScore();
    offToast();
    expect(scores).toHaveBeenCalledWith({ rid: RID, gameId: 'g1', sc_FT_H: 1, sc_FT_C: 0 });
    expect(toasts).toHaveBeenCalledWith({ message: '公告：欢迎', kind: 'info' });
  });

  it('stops following the session once reset', async () => {
    const { sockets, logins, open } = setup();
    await open();
    resetChat();
    appStore.set(sessionAtom, { token: 'session-1', userId: 'u1' });
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(true);
    expect(logins()).toHaveLength(1);
  });
});
