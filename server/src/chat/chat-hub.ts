import {
  CHAT_CLOSE_POLICY,
  CHAT_SEND_WINDOW_MS,
  ChatMsgId,
  matchRoomId,
  ResponseCode,
  type ChatMessage,
  type MatchChange,
} from 'shared/contract';
import { CHAT_CLOSE_RESTART, TOO_MANY_FROM_ADDRESS } from './chat-close-reasons';
import { ChatConnection, type ChatSocketLike } from './chat-connection';
import type { ChatContext } from './chat-context';
import { pushFrame, refusalFrame, replyFrame } from './chat-frames';
import type { ChatHubDeps, ChatPeerEvent } from './chat-options';
import { operate, type OperatedEvent, type RecordOperation, type RoomOperation } from './chat-operator';
import { ChatRooms, sendToAll } from './chat-rooms';
import { handleHistory } from './handle-history';
import { handleJoin } from './handle-join';
import { handleGuestLogin, handleLogin } from './handle-login';
import { handleSend } from './handle-send';
import { PublishingRooms } from './publishing-rooms';
import { readClientFrame, type ClientFrame } from './read-frame';
import { closeEndedSessions } from './session-watch';
import { PersonSendLimit } from './person-send-limit';
import { SocketsByAddress } from './sockets-by-address';
import { SupportAgent } from './support-agent';
import { supportMessageRouter } from './support-desk/route-support-message';
import { MemoryWindowCounter } from './window-counter';

export { CHAT_CLOSE_RESTART, TOO_MANY_FROM_ADDRESS } from './chat-close-reasons';
export { DEFAULT_CHAT_OPTIONS, type ChatHubDeps, type ChatOptions, type ChatPeerEvent } from './chat-options';

/**
 * The chat server without the socket plumbing: connections and their identities, rooms, frames in
 * and out, the support agent, score pushes and the operator's actions. The route hands each socket
 * to `connect` and its frames to `receive`; tests can drive it with plain functions.
 */
export class ChatHub {
  private readonly connections = new Set<ChatConnection>();
  private readonly rooms: ChatRooms;
  private readonly agent: SupportAgent;
  private readonly ctx: ChatContext;
  private readonly nowMs: () => number;
  private refuseUntil = 0;
  private checkingSessions = false;
  private readonly byAddress: SocketsByAddress;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ChatHubDeps) {
    this.nowMs = deps.nowMs ?? Date.now;
    this.byAddress = new SocketsByAddress(deps.options.socketsPerAddress);
    const personSends = new PersonSendLimit(
      deps.sendCounter ?? new MemoryWindowCounter(this.nowMs),
      deps.options.sendsPerPerson,
      CHAT_SEND_WINDOW_MS,
    );
    this.rooms = deps.publish === undefined ? new ChatRooms(deps.db) : new PublishingRooms(deps.db, deps.publish);
    const onError = (error: unknown): void => deps.log.error({ err: error }, 'chat support agent failed');
    this.agent = new SupportAgent(
      {
        db: deps.db,
        clock: deps.clock,
        bot: deps.supportBot,
        deliver: (message, owner) => this.deliver(message, [owner]),
        onError,
      },
      deps.options.agentReplyMs,
    );
    this.ctx = {
      db: deps.db,
      jwtSecret: deps.jwtSecret,
      clock: deps.clock,
      nowMs: this.nowMs,
      findMatch: deps.findMatch,
      rooms: this.rooms,
      log: deps.log,
      socketsOf: (userId) => [...this.connections].filter((c) => c.identity?.userId === userId),
      sockets: () => [...this.connections],
      drop: (connection, code, reason) => this.drop(connection, code, reason),
      socketsPerPerson: deps.options.socketsPerPerson,
      takePersonSend: (userId) => personSends.take(userId, this.nowMs()),
      deliver: (message, people, except) => this.deliver(message, people, except),
      supportMessage: supportMessageRouter(deps, this.nowMs, (rid, owner, q) => this.agent.ask(rid, owner, q)),
      operatorIdleMs: deps.operatorIdleMs,
      wallNow: () => new Date(this.nowMs()),
      tellPeers: (event) => deps.publish?.(event),
    };
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Looks for silent sockets and empty rooms on a timer. */
  start(): void {
    this.sweeper = setInterval(() => this.sweep(), this.deps.options.sweepMs);
    this.sweeper.unref();
  }

  /**
   * A new socket of a known site from a client address; null when an outage or the address's cap
   * (socketsPerAddress) refuses it (the socket is closed then, with the reason).
   */
  connect(socket: ChatSocketLike, siteId: string, address = ''): ChatConnection | null {
    if (this.nowMs() < this.refuseUntil) {
      socket.close(CHAT_CLOSE_RESTART, 'chat service restarting');
      return null;
    }
    if (!this.byAddress.admit(address)) {
      this.deps.log.info({ address }, 'chat socket refused: too many from one address');
      socket.close(CHAT_CLOSE_POLICY, TOO_MANY_FROM_ADDRESS);
      return null;
    }
    const connection = new ChatConnection(siteId, socket, this.nowMs(), address);
    this.connections.add(connection);
    return connection;
  }

  /** The socket closed: out of its rooms, and those left see the online count drop. */
  disconnect(connection: ChatConnection): void {
    connection.markClosed();
    if (!this.connections.delete(connection)) return;
    this.byAddress.release(connection.address);
    this.rooms.leaveAll(connection);
  }

  /**
   * One frame from a socket. Size, JSON and the contract's schema are checked here, synchronously; a
   * bad frame is answered with 7508 and the socket stays. A flood of frames closes it.
   */
  receive(connection: ChatConnection, data: Buffer | string, isBinary = false): void {
    const nowMs = this.nowMs();
    connection.lastSeen = nowMs;
    if (!connection.frames.take(nowMs)) {
      this.deps.log.info({ user: connection.identity?.userId }, 'chat socket closed for flooding');
      connection.close(CHAT_CLOSE_POLICY, 'too many frames');
      this.disconnect(connection);
      return;
    }
    const read = readClientFrame(data, isBinary);
    if (!read.ok) {
      connection.send(read.refusal);
      return;
    }
    const frame = read.frame;
    connection.enqueue(
      () => this.dispatch(connection, frame),
      (error) => {
        this.deps.log.error({ err: error, msgId: frame.msgId }, 'chat frame failed');
        const cid = 'cid' in frame.msgData ? frame.msgData.cid : undefined;
        connection.send(refusalFrame(frame.msgId, cid, ResponseCode.SERVER_ERROR));
      },
    );
  }

  /** Score, clock and status changes of the sports engine's matches, to the sockets in each match's room. */
  pushMatchChanges(changes: readonly MatchChange[]): void {
    for (const change of changes) {
      const rid = matchRoomId(change.gameId);
      const room = this.rooms.get(rid);
      if (room !== undefined && room.members.size > 0)
        sendToAll(room.members, pushFrame(ChatMsgId.SCORE_PUSH, { ...change, rid }));
    }
  }

  /** An operator's action, recorded in its own transaction; answers the sockets reached here. */
  operate(operation: RoomOperation, record?: RecordOperation): Promise<number> {
    return operate(this.ctx, operation, record);
  }
  /** Online people per room held on this process (the moderation desk's list). */
  roomsHere(): Map<string, number> {
    return this.rooms.onlineByRoom();
  }

  /** Drops every socket and refuses new ones for `ms`, as a restarting chat service would. */
  outage(ms: number): number {
    this.refuseUntil = this.nowMs() + ms;
    const dropped = [...this.connections];
    for (const connection of dropped) {
      connection.close(CHAT_CLOSE_RESTART, 'chat service restarting');
      this.disconnect(connection);
    }
    return dropped.length;
  }

  /** Closes every socket (no online count goes out any more) and waits for the agent's answers being written. */
  async close(): Promise<void> {
    if (this.sweeper !== null) clearInterval(this.sweeper);
    this.sweeper = null;
    this.rooms.stop();
    for (const connection of [...this.connections]) {
      connection.close(1001, 'server shutting down');
      this.disconnect(connection);
    }
    await this.agent.stop();
  }

  /**
   * Drops sockets silent for longer than three heartbeats, forgets rooms nobody is in, and closes
   * members' sockets whose login session ended by any other way than those that say so (expiry, an
   * operator, a missed message from another process).
   */
  sweep(): void {
    const nowMs = this.nowMs();
    for (const connection of [...this.connections]) {
      if (nowMs - connection.lastSeen > this.deps.options.idleMs) this.drop(connection, 1000, 'heartbeat timeout');
    }
    this.rooms.evictEmpty();
    if (this.checkingSessions) return;
    this.checkingSessions = true;
    void this.closeEndedSessions([...this.connections]).finally(() => {
      this.checkingSessions = false;
    });
  }

  /**
   * A member's login sessions ended (logout, password change, a break, a reset): their sockets on
   * every process whose session is gone are closed (CHAT_CLOSE_SESSION_ENDED). Answers how many here.
   */
  sessionsEnded(memberId: number): Promise<number> {
    const userId = String(memberId);
    this.deps.publish?.({ kind: 'sessions', userId });
    return this.closeEndedSessions(this.ctx.socketsOf(userId));
  }

  private async closeEndedSessions(connections: ChatConnection[]): Promise<number> {
    try {
      return await closeEndedSessions(this.deps.db, connections, this.deps.clock(), (connection) =>
        this.disconnect(connection),
      );
    } catch (error) {
      this.deps.log.error({ err: error }, 'chat could not check its members’ sessions');
      return 0;
    }
  }

  private drop(connection: ChatConnection, code: number, reason: string): void {
    connection.close(code, reason);
    this.disconnect(connection);
  }

  private async dispatch(connection: ChatConnection, frame: ClientFrame): Promise<void> {
    if (connection.isClosed) return;
    switch (frame.msgId) {
      case ChatMsgId.HEARTBEAT:
        connection.send(replyFrame(ChatMsgId.HEARTBEAT, undefined, { at: this.deps.clock().getTime() }));
        return;
      case ChatMsgId.LOGIN:
        return handleLogin(this.ctx, connection, frame.msgData.token, frame.msgData.cid, frame.msgData.traceId);
      case ChatMsgId.GUEST_LOGIN:
        return handleGuestLogin(this.ctx, connection, frame.msgData.token, frame.msgData.cid, frame.msgData.traceId);
      case ChatMsgId.JOIN_ROOM:
        return handleJoin(this.ctx, connection, frame.msgData.rid, frame.msgData.cid);
      case ChatMsgId.SEND:
        return handleSend(this.ctx, connection, frame.msgData);
      case ChatMsgId.HISTORY:
        return handleHistory(
          this.ctx,
          connection,
          { rid: frame.msgData.rid, pageNum: frame.msgData.pageNum, pageSize: frame.msgData.pageSize },
          frame.msgData.cid,
        );
    }
  }

  /** What another process delivered or broadcast: to this process's sockets concerned. */
  deliverFromPeer(event: ChatPeerEvent): number {
    if (event.kind === 'message') return this.deliverHere(event.message, event.people);
    if (event.kind === 'operated') return this.applyOperated(event);
    if (event.kind === 'sessions') {
      void this.closeEndedSessions(this.ctx.socketsOf(event.userId));
      return 0;
    }
    return this.rooms.fromPeer(event.rid, event.frame);
  }

  /** Another process stored an operator's action: this one updates its copy of the room and tells its own sockets. */
  private applyOperated(event: OperatedEvent): number {
    if (event.to === 'everyone') return sendToAll(this.connections, event.frame);
    if (event.to === 'member') return sendToAll(this.ctx.socketsOf(event.userId), event.frame);
    const room = event.destroy === true ? this.rooms.remove(event.rid) : this.rooms.get(event.rid);
    if (room === undefined) return 0;
    if (event.settings !== undefined) room.settings = event.settings;
    return sendToAll(room.members, event.frame);
  }

  private deliver(message: ChatMessage, people: readonly string[], except?: ChatConnection): number {
    this.deps.publish?.({ kind: 'message', message, people });
    return this.deliverHere(message, people, except);
  }

  private deliverHere(message: ChatMessage, people: readonly string[], except?: ChatConnection): number {
    const recipients = new Set(this.rooms.get(message.rid)?.members ?? []);
    for (const connection of this.connections)
      if (connection.identity !== null && people.includes(connection.identity.userId)) recipients.add(connection);
    if (except !== undefined) recipients.delete(except);
    return sendToAll(recipients, pushFrame(ChatMsgId.SEND, message));
  }
}
