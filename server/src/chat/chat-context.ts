import type { FastifyBaseLogger } from 'fastify';
import type { ChatIdentity, ChatMessage } from 'shared/contract';
import type { Database } from '../db/database';
import type { ChatConnection } from './chat-connection';
import type { OperatedEvent } from './operated-event';
import type { ChatRooms } from './chat-rooms';
import type { MatchLookup } from './room-directory';

/** What the frame handlers and the operator's actions work with; the hub provides it. */
export interface ChatContext {
  readonly db: Database;
  readonly jwtSecret: string;
  /** The business clock: stored times and mutes. */
  readonly clock: () => Date;
  /** Real time in ms: flood windows, silence, outages (never the business clock, which tests move by days). */
  readonly nowMs: () => number;
  readonly findMatch: MatchLookup;
  readonly rooms: ChatRooms;
  readonly log: FastifyBaseLogger;
  /** Every open socket of a member or guest. */
  socketsOf(userId: string): ChatConnection[];
  /** Every open socket. */
  sockets(): ChatConnection[];
  /** Open sockets one member or guest may be logged in on (CHAT_SOCKETS_PER_PERSON). */
  readonly socketsPerPerson: number;
  /** Counts a send of a person across sockets and processes; false beyond CHAT_SENDS_PER_PERSON_WINDOW. */
  takePersonSend(userId: string): Promise<boolean>;
  /** Closes a socket with `code` and forgets it (its rooms see it leave). */
  drop(connection: ChatConnection, code: number, reason: string): void;
  /**
   * A stored message to its room (10003 without a top-level cid): the room's sockets and the other
   * sockets of `people`, never `except`. Answers how many sockets got it.
   */
  deliver(message: ChatMessage, people: readonly string[], except?: ChatConnection): number;
  /**
   * A member's or guest's message in their support room: offered to the agents on duty, or answered
   * by the bot shortly when nobody is on duty.
   */
  supportMessage(rid: string, from: ChatIdentity, question: string): Promise<void>;
  /** How long an unused console session lives (an operator's socket logs in with one); unset: the console's default. */
  readonly operatorIdleMs: number | undefined;
  /** The wall clock: console sessions and the agents' duty. */
  wallNow(): Date;
  /** With several processes: the others apply an operator's action to their own rooms and sockets. */
  tellPeers(event: OperatedEvent): void;
}
