import { CHAT_CLOSE_SESSION_ENDED } from 'shared/contract';
import { liveSessionIds } from '../auth/sessions';
import type { Queryable } from '../db/database';
import type { ChatConnection } from './chat-connection';

/** The close reason of a member's socket whose login session ended. */
export const SESSION_ENDED_REASON = 'session ended';

/** Whether the session a socket's member logged in under is still live (a guest's socket always is). */
export async function sessionIsLive(db: Queryable, connection: ChatConnection, now: Date): Promise<boolean> {
  const sessionId = connection.sessionId;
  return sessionId === null || (await liveSessionIds(db, [sessionId], now)).has(sessionId);
}

/**
 * Closes (CHAT_CLOSE_SESSION_ENDED) each of `connections` whose member's login session has ended and
 * hands it to `drop`. Answers how many were closed. A socket that logged in again while the
 * database answered is judged by its new login, not this look-up.
 */
export async function closeEndedSessions(
  db: Queryable,
  connections: readonly ChatConnection[],
  now: Date,
  drop: (connection: ChatConnection) => void,
): Promise<number> {
  const watched = connections.flatMap((connection) =>
    connection.sessionId === null || connection.isClosed ? [] : [{ connection, sessionId: connection.sessionId }],
  );
  if (watched.length === 0) return 0;
  const live = await liveSessionIds(db, [...new Set(watched.map((entry) => entry.sessionId))], now);
  let closed = 0;
  for (const { connection, sessionId } of watched) {
    if (live.has(sessionId) || connection.sessionId !== sessionId || connection.isClosed) continue;
    connection.close(CHAT_CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
    drop(connection);
    closed += 1;
  }
  return closed;
}
