import {
  CHAT_HEARTBEAT_MS,
  CHAT_POLICY_RECONNECT_MS,
  CHAT_CLOSE_POLICY,
  CHAT_RECONNECT_JITTER_MS,
  CHAT_RECONNECT_MS,
  CHAT_SOCKET_PATH,
  chatServerFrameSchema,
  chatSocketAddress,
  ChatMsgId,
  type ChatMessage,
} from 'shared/contract';
import { ReconnectingSocket, type WebSocketLike } from 'shared/socket';

/** What the page draws: each open room's messages (oldest first), the last refusal, and whether the socket is logged in. */
export interface AgentChatState {
  ready: boolean;
  messages: Readonly<Record<string, readonly ChatMessage[]>>;
  /** The server's refusal of the last join or send, by room. */
  problems: Readonly<Record<string, string>>;
  /** The login was refused (not a support operator, session ended). */
  loginProblem: string | null;
}

export interface AgentSocketOptions {
  /** The console API's origin: the chat socket is served beside it. */
  apiBaseUrl: string;
  siteId: string;
  /** The console session token: the hub logs the socket in as this operator. */
  token: string;
  onChange: (state: AgentChatState) => void;
  createSocket?: (url: string) => WebSocketLike;
}

const cid = (): string => crypto.randomUUID();

/** The console's socket URL: the chat path on the API's origin, with the handshake's query. */
export function agentSocketUrl(apiBaseUrl: string, siteId: string): string {
  const url = new URL(CHAT_SOCKET_PATH, apiBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return chatSocketAddress(url.toString(), siteId);
}

/**
 * The agent's side of the chat socket (the same protocol and history as the player's): logs in with
 * the console session, joins the rooms the agent holds (again after each reconnect), reads their
 * history and sends answers. A room is joinable only while the agent holds it; the server says so.
 */
export class AgentSocket {
  private readonly socket: ReconnectingSocket;
  private readonly rooms = new Set<string>();
  private state: AgentChatState = { ready: false, messages: {}, problems: {}, loginProblem: null };
  /** Which room each pending join or send was for. */
  private readonly pending = new Map<string, string>();
  private loginCid = '';

  constructor(private readonly options: AgentSocketOptions) {
    this.socket = new ReconnectingSocket({
      url: agentSocketUrl(options.apiBaseUrl, options.siteId),
      createSocket: options.createSocket,
      heartbeat: () => JSON.stringify({ msgId: ChatMsgId.HEARTBEAT, msgData: {} }),
      heartbeatMs: CHAT_HEARTBEAT_MS,
      reconnectMs: CHAT_RECONNECT_MS,
      jitterMs: CHAT_RECONNECT_JITTER_MS,
      policy: { closeCode: CHAT_CLOSE_POLICY, reconnectMs: CHAT_POLICY_RECONNECT_MS },
      readyOnOpen: false,
      onOpen: () => this.login(),
      onDrop: () => this.update({ ready: false }),
      onMessage: (data) => this.receive(data),
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** Joins a room the agent holds and reads its latest history. */
  open(rid: string): void {
    if (this.rooms.has(rid)) return;
    this.rooms.add(rid);
    if (this.state.ready) this.join(rid);
  }

  /** Forgets the rooms no longer held (handed over, closed): they are not joined again after a reconnect. */
  keepOnly(rids: readonly string[]): void {
    for (const rid of [...this.rooms]) if (!rids.includes(rid)) this.rooms.delete(rid);
  }

  send(rid: string, text: string): void {
    const id = cid();
    this.pending.set(id, rid);
    this.socket.post(JSON.stringify({ msgId: ChatMsgId.SEND, msgData: { rid, msg: text, cid: id } }));
  }

  private login(): void {
    this.loginCid = cid();
    this.socket.send(
      JSON.stringify({ msgId: ChatMsgId.LOGIN, msgData: { token: this.options.token, cid: this.loginCid } }),
    );
  }

  private join(rid: string): void {
    const joinCid = cid();
    this.pending.set(joinCid, rid);
    this.socket.post(JSON.stringify({ msgId: ChatMsgId.JOIN_ROOM, msgData: { rid, cid: joinCid } }));
    const historyCid = cid();
    this.pending.set(historyCid, rid);
    this.socket.post(
      JSON.stringify({ msgId: ChatMsgId.HISTORY, msgData: { rid, pageNum: 1, pageSize: 50, cid: historyCid } }),
    );
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = chatServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    const rid = frame.cid === undefined ? undefined : this.pending.get(frame.cid);
    if (frame.cid !== undefined) this.pending.delete(frame.cid);
    if (frame.msgId === ChatMsgId.LOGIN && frame.cid === this.loginCid) {
      if (frame.code !== 6000 || frame.msgData === null) {
        this.update({ loginProblem: frame.msg ?? String(frame.code) });
        return;
      }
      this.update({ ready: true, loginProblem: null });
      this.socket.markReady();
      for (const room of this.rooms) this.join(room);
      return;
    }
    if (frame.code !== 6000 || frame.msgData === null) {
      if (rid !== undefined)
        this.update({ problems: { ...this.state.problems, [rid]: frame.msg ?? String(frame.code) } });
      return;
    }
    if (frame.msgId === ChatMsgId.SEND) this.add(frame.msgData.rid, [frame.msgData]);
    if (frame.msgId === ChatMsgId.HISTORY) this.add(frame.msgData.rid, frame.msgData.list);
    if (rid !== undefined && this.state.problems[rid] !== undefined) {
      const { [rid]: _, ...rest } = this.state.problems;
      this.update({ problems: rest });
    }
  }

  private add(rid: string, incoming: readonly ChatMessage[]): void {
    const byId = new Map((this.state.messages[rid] ?? []).map((message) => [message.id, message]));
    for (const message of incoming) byId.set(message.id, message);
    const list = [...byId.values()].sort((a, b) => a.at - b.at || Number(a.id) - Number(b.id));
    this.update({ messages: { ...this.state.messages, [rid]: list } });
  }

  private update(change: Partial<AgentChatState>): void {
    this.state = { ...this.state, ...change };
    this.options.onChange(this.state);
  }
}
