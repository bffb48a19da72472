import type { ChatMessage, ChatRole } from 'shared/contract';
import type { Queryable } from '../db/database';

export interface NewChatMessage {
  rid: string;
  userId: string;
  name: string;
  role: ChatRole;
  vipLevel: number;
  msg: string;
  /** The sender's client message id; null for the agent's and system messages. */
  cid: string | null;
}

interface MessageRow {
  id: string;
  cid: string | null;
  rid: string;
  userId: string;
  name: string;
  role: ChatRole;
  vipLevel: number;
  msg: string;
  createdAt: Date;
}

const COLUMNS = `id::text as id, cid, rid, user_id as "userId", name, role, vip_level as "vipLevel", msg, created_at as "createdAt"`;

function messageOf(row: MessageRow): ChatMessage {
  const { createdAt, ...rest } = row;
  return { ...rest, at: createdAt.getTime() };
}

/** The message a sender already stored under a client message id, if any. */
export async function findByCid(db: Queryable, userId: string, cid: string): Promise<ChatMessage | null> {
  const rows = await db.query<MessageRow>(`select ${COLUMNS} from chat_messages where user_id = $1 and cid = $2`, [
    userId,
    cid,
  ]);
  return rows[0] === undefined ? null : messageOf(rows[0]);
}

/**
 * Stores a message once per (sender, cid). `fresh` is false when the same send was stored before (a
 * retry after a lost reply): the caller answers with the stored message and broadcasts nothing.
 */
export async function storeMessage(
  db: Queryable,
  message: NewChatMessage,
  at: Date,
): Promise<{ message: ChatMessage; fresh: boolean }> {
  const rows = await db.query<MessageRow>(
    `insert into chat_messages (rid, user_id, name, role, vip_level, msg, cid, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (user_id, cid) do nothing
     returning ${COLUMNS}`,
    [message.rid, message.userId, message.name, message.role, message.vipLevel, message.msg, message.cid, at],
  );
  if (rows[0] !== undefined) return { message: messageOf(rows[0]), fresh: true };
  const stored = message.cid === null ? null : await findByCid(db, message.userId, message.cid);
  if (stored === null) throw new Error(`chat message of ${message.userId} neither stored nor found`);
  return { message: stored, fresh: false };
}

/** Page `pageNum` counted from the newest; the list itself oldest first. */
export async function historyPage(
  db: Queryable,
  rid: string,
  pageNum: number,
  pageSize: number,
): Promise<{ total: number; list: ChatMessage[] }> {
  const [rows, counts] = await Promise.all([
    // Qualified: a bare `id` is the select list's text alias, which sorts '9' after '40'.
    db.query<MessageRow>(
      `select ${COLUMNS} from chat_messages where rid = $1 order by chat_messages.id desc limit $2 offset $3`,
      [rid, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from chat_messages where rid = $1', [rid]),
  ]);
  return { total: counts[0]?.total ?? 0, list: rows.map(messageOf).reverse() };
}

/** Deletes a room's stored history; answers how many messages went. */
export async function clearMessages(db: Queryable, rid: string): Promise<number> {
  const rows = await db.query<{ id: string }>('delete from chat_messages where rid = $1 returning id::text as id', [
    rid,
  ]);
  return rows.length;
}
