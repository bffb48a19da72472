import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_SENDS_PER_PERSON_WINDOW,
  type ChatMessage,
  type ChatServerFrame,
} from 'shared/contract';
import type { Database } from '../db/database';
import type { SupportBot } from '../outside-world/support-bot';
import type { OperatedEvent } from './operated-event';
import type { MatchLookup } from './room-directory';
import type { WindowCounter } from './window-counter';

export interface ChatOptions {
  /** How long the support agent takes to answer. */
  agentReplyMs: number;
  /** A socket silent this long (three missed heartbeats) is dropped. */
  idleMs: number;
  /** How often silent sockets and empty rooms are looked for. */
  sweepMs: number;
  /** CHAT_SOCKETS_PER_PERSON: open sockets one member (or guest) may be logged in on, per process. */
  socketsPerPerson: number;
  /** CHAT_SOCKETS_PER_ADDRESS: open sockets one client address may have, per process. */
  socketsPerAddress: number;
  /** Sends one person may make in CHAT_SEND_WINDOW_MS across sockets and processes (7507 beyond). */
  sendsPerPerson: number;
}

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  agentReplyMs: 1_000,
  idleMs: 3 * CHAT_HEARTBEAT_MS,
  sweepMs: 5_000,
  socketsPerPerson: 5,
  socketsPerAddress: 30,
  sendsPerPerson: CHAT_SENDS_PER_PERSON_WINDOW,
};

export interface ChatHubDeps {
  db: Database;
  jwtSecret: string;
  clock: () => Date;
  findMatch: MatchLookup;
  log: FastifyBaseLogger;
  options: ChatOptions;
  /** Answers a support room when no person does (stand-ins/support-bot by default). */
  supportBot: SupportBot;
  /** Real time; tests of silence and floods give their own. */
  nowMs?: () => number;
  /**
   * Several processes (cluster/chat-relay): each message delivered here, and each frame broadcast to
   * a room, is published once so the other processes send it to their own sockets. Absent in one process.
   */
  publish?: (event: ChatPeerEvent) => void;
  /** Where each person's sends are counted: shared by the processes of a cluster, in memory otherwise. */
  sendCounter?: WindowCounter;
  /** The console's session idle time (ConsoleOptions.idleMs): a support operator's socket logs in with a console session. */
  operatorIdleMs?: number;
}

/**
 * What one process tells the others: a message for a room and people, a room event (someone
 * joined), or the local half of an operator's action (OperatedEvent) that this process stored.
 */
export type ChatPeerEvent =
  | { kind: 'message'; message: ChatMessage; people: readonly string[] }
  | { kind: 'room'; rid: string; frame: ChatServerFrame }
  /** A member's login sessions ended: each process closes that member's sockets whose session is gone. */
  | { kind: 'sessions'; userId: string }
  | OperatedEvent;
