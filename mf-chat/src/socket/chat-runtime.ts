import { bus } from 'shared/bus';
import { ChatMsgId, chatHistory, chatSocketAddress, memberJwt } from 'shared/contract';
import { fetchEndpoint } from 'shared/query';
import { appStore, brandAtom, sessionAtom, type Session } from 'shared/state';
import type { SocketTimers, WebSocketLike } from 'shared/socket';
import { ChatSocket, defaultChatLog, type ChatLog, type ChatLogin } from './chat-socket';
import { ChatStore, type ChatStoreDeps } from './chat-store';
import { guestKey } from './guest-key';
import { socketText } from './socket-texts';

/** What the page's chat runs on; tests hand in fakes. */
export interface ChatRuntimeDeps {
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
  now?: () => number;
  timers?: SocketTimers;
  log?: ChatLog;
  newId?: () => string;
  /** The member's chat jwt (member/jwt). */
  fetchJwt?: () => Promise<string>;
  fetchHistory?: ChatStoreDeps['fetchHistory'];
  guestKey?: () => string;
}

interface Running {
  socket: ChatSocket | null;
  stop: () => void;
}

let store: ChatStore | null = null;
let running: Running | null = null;
let storeDeps: ChatRuntimeDeps = {};

/**
 * The page's chat state (one per page); the hooks read it, the socket writes it. Its dependencies
 * are looked up when used, so the ones startChat is given apply even to a store a hook made first.
 */
export function chatStore(): ChatStore {
  store ??= new ChatStore({
    fetchHistory: (request) => (storeDeps.fetchHistory ?? ((body) => fetchEndpoint(chatHistory, body)))(request),
    emitScore: (push) => bus.emit('chat:score', push),
    toast: (message) => bus.emit('ui:toast', message),
    log: (message, detail) => (storeDeps.log ?? defaultChatLog)(message, detail),
    now: () => (storeDeps.now ?? Date.now)(),
    newId: () => (storeDeps.newId ?? (() => crypto.randomUUID()))(),
  });
  return store;
}

/** Who the socket should be: the session's token, or the guest. */
const identityKey = (session: Session | null) => (session ? `member:${session.userId}:${session.token}` : 'guest');

/**
 * Starts the page's chat socket once (idempotent): when the brand is known, it connects to the
 * brand's chat address, logs in as the session's member or as the browser's guest, and follows
 * logins and logouts without a reload.
 */
export function startChat(deps: ChatRuntimeDeps = {}): void {
  if (running) return;
  storeDeps = deps;
  const chat = chatStore();
  const log = deps.log ?? defaultChatLog;
  const fetchJwt = deps.fetchJwt ?? (async () => (await fetchEndpoint(memberJwt, {})).jwt);
  const readGuestKey = deps.guestKey ?? (() => guestKey());
  const state: Running = { socket: null, stop: () => undefined };
  running = state;

  /** The jwt of the session it was fetched for: fetched again for another session or after a refusal. */
  let jwt: { key: string; token: string } | null = null;
  let key = identityKey(appStore.get(sessionAtom));
  /**
   * The session whose chat login the server ended (logout elsewhere, password change, a break): the
   * chat comes back after its usual reconnect delay as a guest, and says so once, until another login.
   */
  let ended: { key: string; told: boolean } | null = null;

  const credentials = async (refusals: number): Promise<ChatLogin> => {
    const session = appStore.get(sessionAtom);
    const sessionKey = session ? identityKey(session) : null;
    if (ended !== null && sessionKey === ended.key) {
      if (!ended.told) bus.emit('ui:toast', { message: socketText('sessionEnded'), kind: 'info' });
      ended.told = true;
      return { msgId: ChatMsgId.GUEST_LOGIN, token: readGuestKey() };
    }
    // A member whose jwt is refused twice still reads the chat as a guest.
    if (sessionKey !== null && refusals < 2) {
      if (refusals > 0 || jwt?.key !== sessionKey) jwt = null;
      const token = jwt?.token ?? (await fetchJwt());
      jwt = { key: sessionKey, token };
      return { msgId: ChatMsgId.LOGIN, token };
    }
    return { msgId: ChatMsgId.GUEST_LOGIN, token: readGuestKey() };
  };

  const followIdentity = () => {
    const next = identityKey(appStore.get(sessionAtom));
    if (next === key) return;
    key = next;
    jwt = null;
    state.socket?.relogin();
  };

  const begin = (chatSocketUrl: string, siteId: string) => {
    const socket = new ChatSocket({
      url: chatSocketAddress(chatSocketUrl, siteId),
      createSocket: deps.createSocket,
      credentials,
      onFrame: (frame) => chat.onFrame(frame),
      onState: (next) => chat.onState(next),
      onLogin: (identity) => chat.onLogin(identity),
      onOffline: () => chat.onOffline(),
      onSessionEnded: () => {
        ended = { key, told: false };
        jwt = null;
      },
      canSend: (frame) => chat.canSend(frame),
      random: deps.random,
      now: deps.now,
      timers: deps.timers,
      log,
      newId: deps.newId,
    });
    state.socket = socket;
    chat.attach(socket);
    socket.start();
  };

  const offSession = appStore.sub(sessionAtom, followIdentity);
  const offLogin = bus.on('auth:login-success', followIdentity);
  let offBrand: () => void = () => undefined;
  const brand = appStore.get(brandAtom);
  if (brand) begin(brand.chatSocketUrl, brand.siteId);
  else {
    // The host sets the brand before the first render; a chat started earlier waits for it.
    offBrand = appStore.sub(brandAtom, () => {
      const loaded = appStore.get(brandAtom);
      if (!loaded || state.socket) return;
      offBrand();
      begin(loaded.chatSocketUrl, loaded.siteId);
    });
  }

  state.stop = () => {
    offSession();
    offLogin();
    offBrand();
    state.socket?.stop();
    chat.attach(null);
  };
}

/** Components call it in an effect: the socket is one per page. */
export function ensureChatStarted(): void {
  startChat();
}

/** Stops the socket and forgets the page's chat state (tests; a page never needs it). */
export function resetChat(): void {
  running?.stop();
  running = null;
  store = null;
  storeDeps = {};
}
