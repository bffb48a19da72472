import { ResponseCode } from 'shared/contract';
import type { SupportChat, SupportChatState } from 'shared/contract/console';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';

/** One support room as the desk sees it. */
export interface SupportChatRow {
  rid: string;
  ownerId: string;
  ownerName: string;
  guest: boolean;
  state: SupportChatState;
  firstWords: string;
  waitingSince: Date;
  lastMessageAt: Date;
  agentId: number | null;
  agentName: string | null;
  closeNote: string;
}

const COLUMNS = `c.rid, c.owner_id as "ownerId", c.owner_name as "ownerName", c.guest, c.state,
  c.first_words as "firstWords", c.waiting_since as "waitingSince", c.last_message_at as "lastMessageAt",
  c.agent_id as "agentId", o.display_name as "agentName", c.close_note as "closeNote"`;
const FROM = `support_chats c left join operators o on o.id = c.agent_id`;

export function supportChatView(row: SupportChatRow): SupportChat {
  return {
    rid: row.rid,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    guest: row.guest,
    memberId: row.guest ? null : Number(row.ownerId),
    state: row.state,
    firstWords: row.firstWords,
    waitingSince: row.waitingSince.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    agentId: row.agentId,
    agentName: row.agentName,
    closeNote: row.closeNote,
  };
}

/** The room's chat, 6004 when nobody ever wrote in it. `forUpdate` locks it for a decision. */
export async function findSupportChat(db: Queryable, rid: string, forUpdate = false): Promise<SupportChatRow> {
  const rows = await db.query<SupportChatRow>(
    `select ${COLUMNS} from ${FROM} where c.rid = $1${forUpdate ? ' for update of c' : ''}`,
    [rid],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND);
  return row;
}

/** The waiting rooms, oldest first. */
export async function waitingChats(
  db: Queryable,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: SupportChatRow[]; total: number }> {
  const rows = await db.query<SupportChatRow>(
    `select ${COLUMNS} from ${FROM} where c.state = 'waiting' order by c.waiting_since, c.rid limit $1 offset $2`,
    [page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  const count = await db.query<{ n: number }>(`select count(*)::int as n from support_chats where state = 'waiting'`);
  return { rows, total: count[0]?.n ?? 0 };
}

/** The rooms one agent holds, the longest held first. */
export async function chatsHeldBy(db: Queryable, operatorId: number): Promise<SupportChatRow[]> {
  return db.query<SupportChatRow>(
    `select ${COLUMNS} from ${FROM} where c.state = 'claimed' and c.agent_id = $1 order by c.claimed_at, c.rid`,
    [operatorId],
  );
}

/** Whether `operatorId` holds the room now (the chat socket asks on each join, read and send). */
export async function holdsChat(db: Queryable, rid: string, operatorId: number): Promise<boolean> {
  const rows = await db.query(`select 1 from support_chats where rid = $1 and state = 'claimed' and agent_id = $2`, [
    rid,
    operatorId,
  ]);
  return rows.length > 0;
}

/**
 * A player's message in their support room: a room nobody holds (new, or closed before) waits in the
 * queue from now with these first words; a waiting or held room only notes the time.
 */
export async function offerChat(
  db: Queryable,
  chat: { rid: string; ownerId: string; ownerName: string; guest: boolean; text: string },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into support_chats (rid, owner_id, owner_name, guest, state, first_words, waiting_since, last_message_at)
     values ($1, $2, $3, $4, 'waiting', $5, $6, $6)
     on conflict (rid) do update set
       owner_name = excluded.owner_name,
       last_message_at = excluded.last_message_at,
       first_words = case when support_chats.state = 'closed' then excluded.first_words else support_chats.first_words end,
       waiting_since = case when support_chats.state = 'closed' then excluded.waiting_since else support_chats.waiting_since end,
       close_note = case when support_chats.state = 'closed' then '' else support_chats.close_note end,
       state = case when support_chats.state = 'closed' then 'waiting' else support_chats.state end`,
    [chat.rid, chat.ownerId, chat.ownerName, chat.guest, chat.text, now],
  );
}

/** The 问题编号 of the page loads the room's owner chatted from, newest first. */
export async function chatTraces(db: Queryable, rid: string): Promise<{ traceId: string; at: string }[]> {
  const rows = await db.query<{ traceId: string; at: Date }>(
    `select trace_id as "traceId", created_at as at from chat_login_traces where support_rid = $1
      order by created_at desc limit 20`,
    [rid],
  );
  return rows.map((row) => ({ traceId: row.traceId, at: row.at.toISOString() }));
}
